#!/usr/bin/env python3
"""Write a tiny random PyTorch VitsModel and its VitsTokenizer (``save_pretrained`` layout)
into a folder, to test export_mms_tts.py offline with ``--source``.

The configuration is the tiny VITS of scripts/fixtures/build_fixtures.py, except that it
keeps MMS-TTS's stochastic duration predictor, so the real export path is exercised.

    .venv-fixtures/bin/python scripts/export/build_tiny_vits_source.py /tmp/tiny-vits-source
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import torch
from transformers import VitsConfig, VitsModel, VitsTokenizer

CHARACTERS = list(" '-abcdefghijklmnopqrstuvwxyz") + list("àáâäçèéêëìíîïñòóôöùúûüßɓɗƙẹọṣɛɔŋ")


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    vocab = {"_": 0}
    for character in CHARACTERS:
        vocab.setdefault(character, len(vocab))
    with tempfile.TemporaryDirectory() as temporary:
        vocab_file = Path(temporary) / "vocab.json"
        vocab_file.write_text(json.dumps(vocab, ensure_ascii=False), encoding="utf-8")
        tokenizer = VitsTokenizer(
            vocab_file=str(vocab_file), pad_token="_", unk_token="<unk>", add_blank=True, normalize=True
        )
        tokenizer.save_pretrained(str(folder))
    torch.manual_seed(20240601)
    config = VitsConfig(
        vocab_size=len(tokenizer),
        hidden_size=16,
        num_hidden_layers=1,
        num_attention_heads=2,
        window_size=4,
        ffn_dim=32,
        ffn_kernel_size=3,
        flow_size=16,
        spectrogram_bins=33,
        upsample_initial_channel=32,
        upsample_rates=[8, 8, 2, 2],
        upsample_kernel_sizes=[16, 16, 4, 4],
        resblock_kernel_sizes=[3, 5],
        resblock_dilation_sizes=[[1, 3], [1, 3]],
        use_stochastic_duration_prediction=True,
        num_speakers=1,
        depth_separable_channels=2,
        depth_separable_num_layers=2,
        duration_predictor_flow_bins=4,
        duration_predictor_filter_channels=16,
        prior_encoder_num_flows=2,
        prior_encoder_num_wavenet_layers=1,
        posterior_encoder_num_wavenet_layers=1,
        wavenet_kernel_size=3,
        sampling_rate=16000,
    )
    VitsModel(config).eval().save_pretrained(str(folder))
    print(str(folder))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: build_tiny_vits_source.py <folder>")
    main(Path(sys.argv[1]))
