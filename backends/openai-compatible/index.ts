/**
 * The OpenAI-compatible chat-completions backend (`langproc/openai-compatible`) for translation
 * and summarization with a served LLM.
 *
 * @example
 * ```ts
 * import { createOpenAICompatibleBackend } from 'langproc/openai-compatible';
 * ```
 */
export {
  type ChatCompletion,
  type ChatCompletionOptions,
  type ChatMessage,
  postChatCompletion,
} from './chat-completion.js';
export {
  createOpenAICompatibleBackend,
  ESTIMATED_CHARACTERS_PER_TOKEN,
  type OpenAICompatibleBackendOptions,
} from './openai-compatible-backend.js';
export {
  cleanSummary,
  cleanTranslation,
  parseStructured,
  summarizationMessages,
  translationMessages,
} from './prompts.js';
