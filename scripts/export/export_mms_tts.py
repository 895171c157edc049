#!/usr/bin/env python3
"""Export an MMS-TTS (VITS) model to ONNX in the transformers.js folder layout.

Meta publishes the MMS-TTS voices as PyTorch weights (``facebook/mms-tts-<code>``);
transformers.js needs ONNX. For the languages that have no ready-made ONNX
conversion on the hub, ``langproc models pull mms-tts-<code>`` stops and prints
the command that runs this script. It writes, under ``<models-dir>/<org>/<name>/``:

    config.json, vocab.json, tokenizer_config.json, special_tokens_map.json,
    added_tokens.json, tokenizer.json (built for transformers.js's VitsTokenizer),
    onnx/model.onnx, onnx/model_quantized.onnx (dynamic int8, dtype 'q8'),
    .langproc-manifest.json (size and SHA-256 of every file, for `langproc models verify`)

Usage (needs internet to reach the hub, and the packages of
scripts/fixtures/requirements.txt):

    python3 scripts/export/export_mms_tts.py --repository facebook/mms-tts-hau --models-dir ~/.cache/langproc/models

Offline, from a local folder holding a PyTorch ``VitsModel`` and its tokenizer
(``save_pretrained`` output), e.g. to test this script:

    python3 scripts/export/export_mms_tts.py --source /tmp/my-vits --output-repository local/my-vits --models-dir /tmp/models

MMS-TTS weights are CC-BY-NC-4.0 (non-commercial use only).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

REPOSITORY_PATTERN = re.compile(r"^[A-Za-z0-9._-]+/[A-Za-z0-9._-]+$")
TOKENIZER_FILES = ["vocab.json", "tokenizer_config.json", "special_tokens_map.json", "added_tokens.json"]


def default_models_directory() -> Path:
    """Same rule as the library: $LANGPROC_MODELS_DIR, else $XDG_CACHE_HOME/langproc/models."""
    configured = os.environ.get("LANGPROC_MODELS_DIR")
    if configured:
        return Path(configured).resolve()
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return (Path(cache) / "langproc" / "models").resolve()


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    origin = parser.add_mutually_exclusive_group(required=True)
    origin.add_argument("--repository", help="hub repository to export, e.g. facebook/mms-tts-hau")
    origin.add_argument("--source", type=Path, help="local folder of a PyTorch VitsModel (works offline)")
    parser.add_argument("--revision", default="main", help="hub revision (with --repository)")
    parser.add_argument(
        "--models-dir",
        type=Path,
        default=None,
        help="models directory (default: $LANGPROC_MODELS_DIR, else ~/.cache/langproc/models)",
    )
    parser.add_argument(
        "--output-repository",
        help="folder under the models directory, <org>/<name> (default: the --repository value)",
    )
    parser.add_argument("--id", help="catalog id written to the manifest (default: the folder's name)")
    parser.add_argument("--opset", type=int, default=None, help="ONNX opset (default: optimum's choice)")
    parser.add_argument("--no-quantize", action="store_true", help="skip onnx/model_quantized.onnx")
    parser.add_argument("--force", action="store_true", help="replace an existing output folder")
    arguments = parser.parse_args(argv)
    output = arguments.output_repository or arguments.repository
    if output is None:
        parser.error("--output-repository is required with --source")
    if not REPOSITORY_PATTERN.match(output):
        parser.error(f"expected <org>/<name> for the output folder, got {output!r}")
    arguments.output_repository = output
    arguments.models_dir = (arguments.models_dir or default_models_directory()).resolve()
    return arguments


def write_json(path: Path, value: object) -> None:
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def vits_tokenizer_json(vocab: dict[str, int], pad: str, unk: str, add_blank: bool, lowercase: bool) -> dict:
    """tokenizer.json in the layout transformers.js's VitsTokenizer reads.

    The Python VitsTokenizer has no fast (tokenizers) version, so this file is
    built from vocab.json: lower-case (when the vocabulary has no upper case),
    drop characters outside the vocabulary, split into characters, and
    interleave the pad token when add_blank is set, as the Python tokenizer does.
    """
    characters = "".join(token for token in vocab if len(token) == 1)
    escaped = re.sub(r"([\\\-\]\^\[])", r"\\\1", characters)
    normalizers: list[dict] = []
    if lowercase:
        normalizers.append({"type": "Lowercase"})
    normalizers += [
        {"type": "Replace", "pattern": {"Regex": f"[^{escaped}]"}, "content": ""},
        {"type": "Strip", "strip_left": True, "strip_right": True},
    ]
    if add_blank:
        normalizers.append({"type": "Replace", "pattern": {"Regex": "(?=.)|(?<!^)$"}, "content": pad})
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {
                "id": vocab[unk],
                "content": unk,
                "single_word": False,
                "lstrip": False,
                "rstrip": False,
                "normalized": False,
                "special": True,
            }
        ],
        "normalizer": {"type": "Sequence", "normalizers": normalizers},
        "pre_tokenizer": {"type": "Split", "pattern": {"Regex": ""}, "behavior": "Isolated", "invert": False},
        "post_processor": None,
        "decoder": None,
        "model": {"vocab": vocab},
    }


def write_tokenizer(model_source: str, output: Path, hub_options: dict) -> dict:
    """Saves the Python tokenizer's files and the transformers.js tokenizer.json; returns its config."""
    from transformers import VitsTokenizer

    tokenizer = VitsTokenizer.from_pretrained(model_source, **hub_options)
    with tempfile.TemporaryDirectory() as temporary:
        tokenizer.save_pretrained(temporary)
        for name in TOKENIZER_FILES:
            saved = Path(temporary) / name
            if saved.exists():
                shutil.copyfile(saved, output / name)
    vocab = json.loads((output / "vocab.json").read_text(encoding="utf-8"))
    if not isinstance(next(iter(vocab.values())), int):
        raise SystemExit("multi-language vocab.json is not supported; export a single-language MMS-TTS model")
    vocab = {**vocab, **tokenizer.get_added_vocab()}
    pad, unk = str(tokenizer.pad_token), str(tokenizer.unk_token)
    lowercase = bool(tokenizer.normalize) and not any(token.isupper() for token in vocab if len(token) == 1)
    write_json(output / "tokenizer.json", vits_tokenizer_json(vocab, pad, unk, bool(tokenizer.add_blank), lowercase))
    return {"is_uroman": bool(tokenizer.is_uroman), "phonemize": bool(tokenizer.phonemize)}


def export_onnx(model_source: str, output: Path, hub_options: dict, opset: int | None, quantize: bool) -> None:
    from optimum.exporters.onnx import main_export

    onnx_folder = output / "onnx"
    onnx_folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temporary:
        main_export(
            model_source,
            output=temporary,
            task="text-to-audio",
            opset=opset,
            do_validation=False,  # VITS samples noise: outputs differ from PyTorch run to run
            library_name="transformers",
            **hub_options,
        )
        exported = Path(temporary) / "model.onnx"
        if not exported.exists():
            raise SystemExit(f"the export produced no model.onnx: {sorted(os.listdir(temporary))}")
        if (Path(temporary) / "model.onnx_data").exists():
            raise SystemExit("the export wrote external data (model.onnx_data); this layout is not supported")
        shutil.copyfile(exported, onnx_folder / "model.onnx")
        shutil.copyfile(Path(temporary) / "config.json", output / "config.json")
    if quantize:
        from onnxruntime.quantization import QuantType, quantize_dynamic

        quantize_dynamic(
            model_input=str(onnx_folder / "model.onnx"),
            model_output=str(onnx_folder / "model_quantized.onnx"),
            weight_type=QuantType.QInt8,
            op_types_to_quantize=["MatMul"],
            per_channel=False,
            reduce_range=False,
            extra_options={"EnableSubgraph": True},
        )


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_manifest(output: Path, model_id: str, repository: str, revision: str) -> list[dict]:
    """The install manifest `langproc models verify` reads (src/models/model-files.ts)."""
    files = [
        {"path": path.relative_to(output).as_posix(), "size": path.stat().st_size, "sha256": sha256_of(path)}
        for path in sorted(output.rglob("*"))
        if path.is_file() and path.name != ".langproc-manifest.json"
    ]
    manifest = {"id": model_id, "repository": repository, "revision": revision, "dtype": "fp32", "files": files}
    write_json(output / ".langproc-manifest.json", manifest)
    return files


def main(argv: list[str]) -> int:
    arguments = parse_arguments(argv)
    if arguments.source is not None:
        model_source = str(arguments.source.resolve())
        hub_options: dict = {"local_files_only": True}
        revision = "local"
    else:
        model_source = arguments.repository
        hub_options = {"revision": arguments.revision}
        revision = arguments.revision
    output = arguments.models_dir.joinpath(*arguments.output_repository.split("/"))
    if output.exists() and any(output.iterdir()):
        if not arguments.force:
            print(f"{output} already exists and is not empty; pass --force to replace it", file=sys.stderr)
            return 2
        shutil.rmtree(output)
    output.mkdir(parents=True, exist_ok=True)
    try:
        print(f"exporting {model_source} -> {output}", file=sys.stderr)
        tokenizer_notes = write_tokenizer(model_source, output, hub_options)
        export_onnx(model_source, output, hub_options, arguments.opset, not arguments.no_quantize)
        model_id = arguments.id or arguments.output_repository.split("/")[1]
        files = write_manifest(output, model_id, arguments.output_repository, revision)
    except BaseException:
        shutil.rmtree(output, ignore_errors=True)
        raise
    for file in files:
        print(f"{file['size']:>12}  {file['path']}", file=sys.stderr)
    if tokenizer_notes["is_uroman"]:
        print(
            "note: this voice expects romanized input (uroman); transformers.js does not romanize, "
            "so pass Latin-script text",
            file=sys.stderr,
        )
    print(str(output))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
