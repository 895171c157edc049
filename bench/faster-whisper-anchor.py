"""Speed and timing anchor for bench/speech-real.ts: transcribes the given clips with faster-whisper
(CTranslate2, int8 on the CPU, greedy like transformers.js, word timestamps on, its own VAD off
unless asked)
and prints one JSON object: load seconds, then per clip the wall-clock seconds, the CPU seconds of
the process (all threads), the text and the timed words. The model loads once and one clip warms it up before the timed runs.

Usage (the venv of scripts/real-models/build.sh has faster-whisper):
    python bench/faster-whisper-anchor.py <ct2 model folder> <clips.json> [threads] [vad]
where clips.json is [{"path": "...", "language": "en"}, ...], threads is CTranslate2's cpu_threads
(0, the default: its own choice) and vad is on (its Silero VAD, vad_filter=True) or off (default).
"""

import json
import sys
import time

from faster_whisper import WhisperModel


def transcribe(model, clip, vad=False):
    started = time.perf_counter()
    cpu_started = time.process_time()
    segments, _ = model.transcribe(
        clip["path"],
        language=clip["language"],
        task="transcribe",
        beam_size=1,
        best_of=1,
        temperature=0.0,
        word_timestamps=True,
        vad_filter=vad,
        condition_on_previous_text=False,
    )
    words = []
    texts = []
    for segment in segments:  # a generator: decoding happens while iterating
        texts.append(segment.text.strip())
        for word in segment.words or []:
            words.append({"word": word.word.strip(), "start": word.start, "end": word.end})
    return {
        "seconds": time.perf_counter() - started,
        "cpuSeconds": time.process_time() - cpu_started,
        "text": " ".join(texts),
        "words": words,
    }


def main():
    model_folder, clips_file = sys.argv[1], sys.argv[2]
    with open(clips_file, encoding="utf-8") as file:
        clips = json.load(file)
    started = time.perf_counter()
    threads = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    vad = len(sys.argv) > 4 and sys.argv[4] == "on"
    model = WhisperModel(model_folder, device="cpu", compute_type="int8", cpu_threads=threads)
    load_seconds = time.perf_counter() - started
    first = transcribe(model, clips[0], vad) if clips else None
    results = [transcribe(model, clip, vad) for clip in clips]
    print(json.dumps({"loadSeconds": load_seconds, "firstSeconds": first and first["seconds"], "clips": results}))


if __name__ == "__main__":
    main()
