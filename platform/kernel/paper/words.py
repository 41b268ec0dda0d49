"""Amounts in words, as Indian papers write them: in lakh and crore, in English or Hindi.

English comes from num2words' Indian English; num2words has no Hindi, so Hindi is written
here: its numbers up to 99 are each a word of their own, then सौ, हज़ार, लाख and करोड़."""

from num2words import num2words

HINDI_TO_99 = [
    "शून्य", "एक", "दो", "तीन", "चार",
    "पाँच", "छह", "सात", "आठ", "नौ",
    "दस", "ग्यारह", "बारह", "तेरह", "चौदह",
    "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस",
    "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस",
    "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस",
    "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस",
    "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस",
    "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस",
    "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास",
    "पचास", "इक्यावन", "बावन", "तिरेपन", "चौवन",
    "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ",
    "साठ", "इकसठ", "बासठ", "तिरेसठ", "चौंसठ",
    "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर",
    "सत्तर", "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर",
    "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी",
    "अस्सी", "इक्यासी", "बयासी", "तिरासी", "चौरासी",
    "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी",
    "नब्बे", "इक्यानबे", "बानबे", "तिरानबे", "चौरानबे",
    "पंचानबे", "छियानबे", "सत्तानबे", "अट्ठानबे", "निन्यानबे",
]  # fmt: skip
HINDI_SCALES = ((10_000_000, "करोड़"), (100_000, "लाख"), (1_000, "हज़ार"), (100, "सौ"))


def hindi(number: int) -> str:
    """A whole number in Hindi words: 125050 is "एक लाख पच्चीस हज़ार पचास"."""
    if number < 100:
        return HINDI_TO_99[number]
    words = []
    for scale, name in HINDI_SCALES:
        if number >= scale:
            words += [hindi(number // scale), name]
            number %= scale
    if number:
        words.append(HINDI_TO_99[number])
    return " ".join(words)


def english(number: int) -> str:
    return num2words(number, lang="en_IN")


def rupees_in_words(paise: int, language: str = "en") -> str:
    """What a paper writes under its total: "Rupees one thousand, two hundred and fifty, and
    fifty paise only", or in Hindi "एक हज़ार दो सौ पचास रुपये और पचास पैसे मात्र"."""
    rupees, rest = divmod(abs(paise), 100)
    if language == "hi":
        text = f"{hindi(rupees)} रुपये"
        if rest:
            text += f" और {hindi(rest)} पैसे"
        return f"{text} मात्र"
    text = f"Rupees {english(rupees)}"
    if rest:
        text += f", and {english(rest)} paise"
    return f"{text} only"
