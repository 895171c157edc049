"""Converts a CTranslate2 Whisper model (model.bin + config.json + tokenizer.json, as faster-whisper
uses it; multilingual or English-only) into a transformers.js model folder:

    <output>/config.json, generation_config.json, preprocessor_config.json, tokenizer files
    <output>/onnx/encoder_model.onnx, decoder_model_merged.onnx                 (dtype 'fp32')
    <output>/onnx/encoder_model_quantized.onnx, decoder_model_merged_quantized.onnx  (dtype 'q8')

Steps: read the CTranslate2 binary (format version 6: named float16 tensors), map the tensors to a
Hugging Face WhisperForConditionalGeneration checkpoint (fused q/k/v split back, the key projection
has no bias), export it with optimum with the decoder's cross-attentions as extra outputs (word
timestamps: transformers.js runs dynamic time warping over the `alignment_heads`), then quantize
the MatMul/Gather weights to 8 bits (dynamic quantization, as transformers.js's own `q8` files).

Example:
    python whisper_ct2_to_onnx.py --ct2 ./faster-whisper-base --output ./models/Xenova/whisper-base
"""

import argparse
import json
import os
import shutil
import struct
import tempfile

import numpy as np

# CTranslate2 DataType ids (include/ctranslate2/types.h).
CT2_DTYPES = {0: np.float32, 1: np.int8, 2: np.int16, 3: np.int32, 4: np.float16}


def read_ct2_model(path):
    """Returns ({name: array}, {alias: target}) from a CTranslate2 model.bin."""
    variables = {}
    aliases = {}
    with open(path, "rb") as model:

        def unpack(fmt):
            return struct.unpack(fmt, model.read(struct.calcsize(fmt)))

        def read_string():
            (length,) = unpack("<H")
            return model.read(length)[:-1].decode("utf-8")

        (version,) = unpack("<I")
        if version != 6:
            raise SystemExit(f"Expected CTranslate2 binary version 6, got {version}.")
        spec = read_string()
        if spec != "WhisperSpec":
            raise SystemExit(f"Expected a WhisperSpec model, got {spec}.")
        unpack("<I")  # revision
        (count,) = unpack("<I")
        for _ in range(count):
            name = read_string()
            (rank,) = unpack("<B")
            shape = unpack("<" + "I" * rank) if rank else ()
            (dtype_id,) = unpack("<B")
            (num_bytes,) = unpack("<I")
            data = model.read(num_bytes)
            if dtype_id not in CT2_DTYPES:
                raise SystemExit(f"Unsupported CTranslate2 dtype {dtype_id} for {name} (int8/bfloat16 models are not handled).")
            variables[name] = np.frombuffer(data, dtype=CT2_DTYPES[dtype_id]).reshape(shape)
        (alias_count,) = unpack("<I")
        for _ in range(alias_count):
            alias = read_string()
            aliases[alias] = read_string()
    return variables, aliases


def to_state_dict(variables, layers):
    import torch

    def tensor(name):
        return torch.from_numpy(np.array(variables[name], dtype=np.float32))

    state = {}

    def linear(hf_prefix, ct2_prefix):
        state[f"{hf_prefix}.weight"] = tensor(f"{ct2_prefix}/weight")
        state[f"{hf_prefix}.bias"] = tensor(f"{ct2_prefix}/bias")

    def norm(hf_prefix, ct2_prefix):
        state[f"{hf_prefix}.weight"] = tensor(f"{ct2_prefix}/gamma")
        state[f"{hf_prefix}.bias"] = tensor(f"{ct2_prefix}/beta")

    def fused(hf_prefix, ct2_prefix, names):
        weight = tensor(f"{ct2_prefix}/weight")
        bias = tensor(f"{ct2_prefix}/bias")
        size = weight.shape[0] // len(names)
        for index, name in enumerate(names):
            state[f"{hf_prefix}.{name}.weight"] = weight[index * size : (index + 1) * size].clone()
            if name != "k_proj":  # Whisper's key projections have no bias (CTranslate2 stores zeros)
                state[f"{hf_prefix}.{name}.bias"] = bias[index * size : (index + 1) * size].clone()

    def feed_forward(hf_prefix, ct2_prefix):
        norm(f"{hf_prefix}.final_layer_norm", f"{ct2_prefix}/ffn/layer_norm")
        linear(f"{hf_prefix}.fc1", f"{ct2_prefix}/ffn/linear_0")
        linear(f"{hf_prefix}.fc2", f"{ct2_prefix}/ffn/linear_1")

    linear("model.encoder.conv1", "encoder/conv1")
    linear("model.encoder.conv2", "encoder/conv2")
    state["model.encoder.embed_positions.weight"] = tensor("encoder/position_encodings/encodings")
    norm("model.encoder.layer_norm", "encoder/layer_norm")
    for layer in range(layers):
        hf, ct2 = f"model.encoder.layers.{layer}", f"encoder/layer_{layer}"
        norm(f"{hf}.self_attn_layer_norm", f"{ct2}/self_attention/layer_norm")
        fused(f"{hf}.self_attn", f"{ct2}/self_attention/linear_0", ["q_proj", "k_proj", "v_proj"])
        linear(f"{hf}.self_attn.out_proj", f"{ct2}/self_attention/linear_1")
        feed_forward(hf, ct2)

    state["model.decoder.embed_tokens.weight"] = tensor("decoder/embeddings/weight")
    state["model.decoder.embed_positions.weight"] = tensor("decoder/position_encodings/encodings")
    norm("model.decoder.layer_norm", "decoder/layer_norm")
    for layer in range(layers):
        hf, ct2 = f"model.decoder.layers.{layer}", f"decoder/layer_{layer}"
        norm(f"{hf}.self_attn_layer_norm", f"{ct2}/self_attention/layer_norm")
        fused(f"{hf}.self_attn", f"{ct2}/self_attention/linear_0", ["q_proj", "k_proj", "v_proj"])
        linear(f"{hf}.self_attn.out_proj", f"{ct2}/self_attention/linear_1")
        norm(f"{hf}.encoder_attn_layer_norm", f"{ct2}/attention/layer_norm")
        linear(f"{hf}.encoder_attn.q_proj", f"{ct2}/attention/linear_0")
        fused(f"{hf}.encoder_attn", f"{ct2}/attention/linear_1", ["k_proj", "v_proj"])
        linear(f"{hf}.encoder_attn.out_proj", f"{ct2}/attention/linear_2")
        feed_forward(hf, ct2)
    state["proj_out.weight"] = state["model.decoder.embed_tokens.weight"]
    return state


def build_checkpoint(ct2_dir, output):
    import torch
    from tokenizers import AddedToken
    from transformers import (
        GenerationConfig,
        WhisperConfig,
        WhisperFeatureExtractor,
        WhisperForConditionalGeneration,
        WhisperTokenizerFast,
    )

    variables, _ = read_ct2_model(os.path.join(ct2_dir, "model.bin"))
    with open(os.path.join(ct2_dir, "config.json"), encoding="utf-8") as file:
        ct2_config = json.load(file)
    vocab_size, d_model = variables["decoder/embeddings/weight"].shape
    layers = sum(1 for name in variables if name.startswith("encoder/layer_") and name.endswith("ffn/linear_0/weight"))
    heads = int(variables["encoder/num_heads"])
    ffn = variables["encoder/layer_0/ffn/linear_0/weight"].shape[0]
    mel_bins = variables["encoder/conv1/weight"].shape[1]

    tokenizer = WhisperTokenizerFast(tokenizer_file=os.path.join(ct2_dir, "tokenizer.json"))
    timestamps = [
        AddedToken(f"<|{index * 0.02:.2f}|>", lstrip=False, rstrip=False, normalized=False, special=False)
        for index in range(1501)
    ]
    tokenizer.add_tokens(timestamps)
    if len(tokenizer) != vocab_size:
        raise SystemExit(f"Tokenizer has {len(tokenizer)} tokens, the model {vocab_size}.")
    tokenizer.model_max_length = 1024
    # English-only models (tiny.en, base.en, ...) have 51864 tokens, multilingual ones at least 51865
    # (openai-whisper's own test). Their special tokens sit one lower, and the decoder prompt has no
    # language or task token.
    multilingual = vocab_size >= 51865
    start_of_transcript = tokenizer.convert_tokens_to_ids("<|startoftranscript|>")
    end_of_text = tokenizer.convert_tokens_to_ids("<|endoftext|>")
    transcribe_token = tokenizer.convert_tokens_to_ids("<|transcribe|>")
    no_timestamps_token = tokenizer.convert_tokens_to_ids("<|notimestamps|>")

    config = WhisperConfig(
        vocab_size=int(vocab_size),
        num_mel_bins=int(mel_bins),
        d_model=int(d_model),
        encoder_layers=layers,
        decoder_layers=layers,
        encoder_attention_heads=heads,
        decoder_attention_heads=heads,
        encoder_ffn_dim=int(ffn),
        decoder_ffn_dim=int(ffn),
        max_source_positions=variables["encoder/position_encodings/encodings"].shape[0],
        max_target_positions=variables["decoder/position_encodings/encodings"].shape[0],
        begin_suppress_tokens=ct2_config["suppress_ids_begin"],
        suppress_tokens=ct2_config["suppress_ids"],
        decoder_start_token_id=start_of_transcript,
        # As in OpenAI's Hugging Face configs: <|endoftext|> (multilingual), <|startoftranscript|> (English-only).
        bos_token_id=end_of_text if multilingual else start_of_transcript,
        eos_token_id=end_of_text,
        pad_token_id=end_of_text,
        median_filter_width=7,
    )
    config.attn_implementation = "eager"
    model = WhisperForConditionalGeneration(config)
    missing, unexpected = model.load_state_dict(to_state_dict(variables, layers), strict=False)
    missing = [name for name in missing if name != "proj_out.weight"]
    if missing or unexpected:
        raise SystemExit(f"State dict mismatch: missing {missing}, unexpected {unexpected}")
    model.tie_weights()
    model.eval()

    if multilingual:
        lang_to_id = {tokenizer.convert_ids_to_tokens(index): index for index in ct2_config["lang_ids"]}
        language_fields = dict(
            forced_decoder_ids=[[1, None], [2, transcribe_token]],
            is_multilingual=True,
            lang_to_id=lang_to_id,
            task_to_id={"transcribe": transcribe_token, "translate": tokenizer.convert_tokens_to_ids("<|translate|>")},
        )
    else:
        language_fields = dict(forced_decoder_ids=[[1, no_timestamps_token]], is_multilingual=False)
    generation = GenerationConfig(
        alignment_heads=ct2_config["alignment_heads"],
        begin_suppress_tokens=ct2_config["suppress_ids_begin"],
        suppress_tokens=ct2_config["suppress_ids"],
        bos_token_id=config.bos_token_id,
        decoder_start_token_id=start_of_transcript,
        eos_token_id=end_of_text,
        pad_token_id=end_of_text,
        **language_fields,
        max_initial_timestamp_index=50,
        max_length=config.max_target_positions,
        no_timestamps_token_id=no_timestamps_token,
        prev_sot_token_id=tokenizer.convert_tokens_to_ids("<|startofprev|>"),
        return_timestamps=False,
    )
    model.generation_config = generation
    with torch.no_grad():
        model.save_pretrained(output, safe_serialization=True)
    tokenizer.save_pretrained(output)
    WhisperFeatureExtractor(feature_size=int(mel_bins)).save_pretrained(output)
    return config


def export_onnx(checkpoint, output):
    from optimum.exporters.onnx import main_export
    from optimum.exporters.onnx.base import ConfigBehavior
    from optimum.exporters.onnx.model_configs import WhisperOnnxConfig
    from transformers import AutoConfig

    class WhisperWithCrossAttentionsOnnxConfig(WhisperOnnxConfig):
        """The decoder also outputs every layer's cross-attention weights (for word timestamps)."""

        @property
        def outputs(self):
            outputs = super().outputs
            if self._behavior is ConfigBehavior.DECODER:
                for layer in range(self._config.decoder_layers):
                    outputs[f"cross_attentions.{layer}"] = {
                        0: "batch_size",
                        2: "decoder_sequence_length",
                        3: "encoder_sequence_length_out",
                    }
            return outputs

    task = "automatic-speech-recognition"
    config = AutoConfig.from_pretrained(checkpoint)
    onnx_config = WhisperWithCrossAttentionsOnnxConfig(config=config, task=task)
    main_export(
        checkpoint,
        output=output,
        task=f"{task}-with-past",
        device="cpu",
        model_kwargs={"output_attentions": True},
        custom_onnx_configs={
            "encoder_model": onnx_config.with_behavior("encoder"),
            "decoder_model": onnx_config.with_behavior("decoder", use_past=True, use_past_in_inputs=False),
            "decoder_with_past_model": onnx_config.with_behavior("decoder", use_past=True, use_past_in_inputs=True),
        },
        do_validation=False,
    )


def quantize(source, target):
    from onnxruntime.quantization import QuantType, quantize_dynamic

    quantize_dynamic(
        model_input=source,
        model_output=target,
        # int8 weights everywhere: only MatMul and Gather are quantized (the encoder's Conv layers
        # stay float), and ONNX Runtime's int8 kernels with int8 weights are faster than with
        # uint8 ones (the encoder took 0.70 s of CPU for a 30 s window against 0.95 s, one thread).
        weight_type=QuantType.QInt8,
        per_channel=False,
        reduce_range=False,
        op_types_to_quantize=["MatMul", "Gather"],
        extra_options={"EnableSubgraph": True, "MatMulConstBOnly": True},
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ct2", required=True, help="folder holding model.bin, config.json and tokenizer.json")
    parser.add_argument("--output", required=True, help="transformers.js model folder to write")
    arguments = parser.parse_args()
    os.makedirs(os.path.join(arguments.output, "onnx"), exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        checkpoint = os.path.join(work, "checkpoint")
        exported = os.path.join(work, "onnx")
        build_checkpoint(arguments.ct2, checkpoint)
        export_onnx(checkpoint, exported)
        for name in ["config.json", "generation_config.json", "preprocessor_config.json", "tokenizer.json",
                     "tokenizer_config.json", "special_tokens_map.json", "added_tokens.json", "vocab.json",
                     "merges.txt", "normalizer.json"]:
            for folder in (exported, checkpoint):
                if os.path.exists(os.path.join(folder, name)):
                    shutil.copyfile(os.path.join(folder, name), os.path.join(arguments.output, name))
                    break
        # generation_config.json from the checkpoint carries alignment_heads; keep that one.
        shutil.copyfile(os.path.join(checkpoint, "generation_config.json"),
                        os.path.join(arguments.output, "generation_config.json"))
        for part in ["encoder_model", "decoder_model_merged"]:
            source = os.path.join(exported, f"{part}.onnx")
            shutil.copyfile(source, os.path.join(arguments.output, "onnx", f"{part}.onnx"))
            quantize(source, os.path.join(arguments.output, "onnx", f"{part}_quantized.onnx"))


if __name__ == "__main__":
    main()
