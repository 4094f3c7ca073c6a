"""The game's words in the page's language: sequences, sets, suits, the calls, the sources.

English follows Cavendish (*Description of the Game*): "quart major", "tierce to a king",
"tierce minor", "three kings", "quatorze"; the replies "Good", "Not good", "Equal" and the
modern "Making?". French uses the traditional « bon », « pas bon », « égal », « combien ? »
and Russian the handbook's (seed 002) «годятся», «не годится», «равны» -- «равны» of the
number of cards, as the handbook has it, and of an exact tie too (the site's calls page).
"""

from __future__ import annotations

from piquet_core.cards import Rank, Suit
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.dialogue import NO_FULL_STOP, item_words
from piquet_core.trainer.i18n import Lang, Translator


def seq_length_name(tr: Translator, length: int) -> str:
    """Tierce, quart, quint, sixième, septième, huitième (Cavendish, Law 63)."""
    names = {
        3: tr.gettext("tierce"),
        4: tr.gettext("quart"),
        5: tr.gettext("quint"),
        6: tr.gettext("sixième"),
        7: tr.gettext("septième"),
        8: tr.gettext("huitième"),
    }
    return names[length]


def _to_top(tr: Translator, top: Rank) -> str:
    phrases = {
        Rank.ACE: tr.gettext("to an ace"),
        Rank.KING: tr.gettext("to a king"),
        Rank.QUEEN: tr.gettext("to a queen"),
        Rank.JACK: tr.gettext("to a knave"),
        Rank.TEN: tr.gettext("to a ten"),
        Rank.NINE: tr.gettext("to a nine"),
    }
    return phrases[top]


def seq_name(tr: Translator, seq: Sequence) -> str:
    """ "Quart major", "tierce to a king", "tierce minor" (Cavendish, *Description*)."""
    base = seq_length_name(tr, seq.length)
    top = _to_top(tr, seq.top)
    if seq.top is Rank.ACE:
        # TRANSLATORS: {seq} is tierce, quart...; {top} is "to an ace" in your language.
        return tr.gettext("{seq} major").format(seq=base, top=top)
    if int(seq.top) - seq.length + 1 == 7:
        # TRANSLATORS: the sequence ending with the seven; {top} is "to a nine", "to a ten"...
        return tr.gettext("{seq} minor").format(seq=base, top=top)
    return tr.gettext("{seq} {top}").format(seq=base, top=top)


def seq_with_article(tr: Translator, seq: Sequence, in_suit: bool = False) -> str:
    """A sequence named with its article, inside a sentence: "a tierce minor", « une tierce
    basse » (every sequence's name is feminine in French), Russian «терц-минор» (no article).
    ``in_suit`` names its suit too, « une tierce à la dame à cœur »: two sequences of a hand
    may bear the same name, and « une tierce à la dame et une tierce à la dame » reads as a
    slip."""
    name = item_words(seq, tr.lang) if in_suit else seq_name(tr, seq)
    # TRANSLATORS: {sequence} is a sequence's name ("tierce minor", "quart to a king")
    return tr.gettext("a {sequence}").format(sequence=name)


def set_with_article(tr: Translator, cs: CardSet) -> str:
    """A trio or quatorze named inside a sentence: "three kings", "four aces", « trois rois »,
    « un quatorze d'as » (French names a quatorze with its article)."""
    name = set_name(tr, cs)
    if cs.count == 4:
        # TRANSLATORS: {name} is a quatorze ("four aces"), with its article if your language
        # puts one (French « un quatorze d'as »)
        return tr.pgettext("a quatorze in a sentence", "{name}").format(name=name)
    return name


def listing(tr: Translator, items: list[str]) -> str:
    """ "three aces", "three aces and three queens", "a, b and c" in the language's words."""
    if len(items) == 1:
        return items[0]
    # TRANSLATORS: the last two of a list ("the cards and a trick"); {first} may hold commas
    return tr.gettext("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def held_reason(tr: Translator, names: list[str], sequences: bool) -> str:
    """Why elder's call of his sequences or sets is right: what he holds, named ("your trios
    and quatorzes: three aces and three queens", «три туза и три дамы»), and, with more
    than one, that the best is called first (Law 49)."""
    held = listing(tr, names)
    if sequences:
        if len(names) == 1:
            return tr.gettext("your one sequence: {held}.").format(held=held)
        return tr.gettext("your sequences: {held}; call the best first (Law 49).").format(held=held)
    if len(names) == 1:
        return tr.gettext("your one trio or quatorze: {held}.").format(held=held)
    return tr.gettext("your trios and quatorzes: {held}; call the best first (Law 49).").format(
        held=held
    )


def set_name(tr: Translator, cs: CardSet) -> str:
    """ "Three kings", "four aces" (a quatorze) (Cavendish, Law 64)."""
    three = {
        Rank.ACE: tr.gettext("three aces"),
        Rank.KING: tr.gettext("three kings"),
        Rank.QUEEN: tr.gettext("three queens"),
        Rank.JACK: tr.gettext("three knaves"),
        Rank.TEN: tr.gettext("three tens"),
        Rank.NINE: tr.gettext("three nines"),
        Rank.EIGHT: tr.gettext("three eights"),
        Rank.SEVEN: tr.gettext("three sevens"),
    }
    four = {
        Rank.ACE: tr.gettext("four aces"),
        Rank.KING: tr.gettext("four kings"),
        Rank.QUEEN: tr.gettext("four queens"),
        Rank.JACK: tr.gettext("four knaves"),
        Rank.TEN: tr.gettext("four tens"),
        Rank.NINE: tr.gettext("four nines"),
        Rank.EIGHT: tr.gettext("four eights"),
        Rank.SEVEN: tr.gettext("four sevens"),
    }
    return (four if cs.count == 4 else three)[cs.rank]


def rank_count_name(tr: Translator, rank: Rank, count: int) -> str:
    """ "Three nines" etc. for any rank (trios of nines and below do not count, Law 64)."""
    return set_name(tr, CardSet(rank, count))


def suit_word(tr: Translator, suit: Suit) -> str:
    """The suit's name after "in": "spades", "pique", "пики"."""
    return {
        Suit.SPADES: tr.gettext("spades"),
        Suit.HEARTS: tr.gettext("hearts"),
        Suit.DIAMONDS: tr.gettext("diamonds"),
        Suit.CLUBS: tr.gettext("clubs"),
    }[suit]


def suit_in(tr: Translator, suit: Suit) -> str:
    """The suit's name where a sentence puts the cards *in* it: English "clubs", French
    « trèfle », Russian «трефах» (the prepositional: «в трефах, вашей самой длинной масти,
    3 карты», Russian reading 2026-12, rd1)."""
    return {
        Suit.SPADES: tr.pgettext("cards in the suit", "spades"),
        Suit.HEARTS: tr.pgettext("cards in the suit", "hearts"),
        Suit.DIAMONDS: tr.pgettext("cards in the suit", "diamonds"),
        Suit.CLUBS: tr.pgettext("cards in the suit", "clubs"),
    }[suit]


#: Each language's thousands separator, decimal sign and minus sign, as Babel writes them
#: from CLDR (the site's generators use Babel; the engine runs in Pyodide without it, and
#: tests/trainer/test_number_format.py holds the two to the same output).
NUMBER_SIGNS: dict[str, tuple[str, str, str]] = {
    "en": (",", ".", "-"),
    "fr": ("\u202f", ",", "\u2212"),
    "ru": ("\u00a0", ",", "\u2212"),
}


def number(tr: Translator | Lang, value: float, digits: int = 0) -> str:
    """``value`` in the translator's language (or ``lang``): "1,152" / « 1 152 » / «1 152»,
    "220.27" / « 220,27 », a true minus sign (U+2212) in French and Russian; ``digits``
    decimals."""
    group, decimal, minus = NUMBER_SIGNS[tr if isinstance(tr, str) else tr.lang]
    text = f"{abs(value):,.{digits}f}"
    text = text.replace(",", "\0").replace(".", decimal).replace("\0", group)
    negative = value < 0 and any(ch in "123456789" for ch in text)  # no sign on a zero
    return minus + text if negative else text


def in_sentence(label: str) -> str:
    """An option's label (« Ni pic ni repic », «От 0 до 4 карт») after a verdict's colon, with
    the lower-case initial a sentence gives it: « Juste : ni pic ni repic — … », «Верно: от 0
    до 4 карт» (Russian review 2026-12, Y5). A word in capitals (« RAS ») keeps them."""
    if len(label) > 1 and label[1].isupper():
        return label
    return label[:1].lower() + label[1:]


#: The space before the percent sign, as CLDR (Babel's ``format_percent``, the browser's
#: ``Intl.NumberFormat``) writes it: none in English, « 66,2 % » in French (a narrow no-break
#: space, as before ; ! ?), «66,2 %» in Russian (a no-break space).
PERCENT_SPACE: dict[str, str] = {"en": "", "fr": "\u202f", "ru": "\u00a0"}


def percent(tr: Translator | Lang, value: float) -> str:
    """A percentage, ``value`` out of 100, to one decimal (none when it is whole), with its
    sign: "66.2%", « 66,2 % », «66,2 %»; a message takes it whole (``{percent}``), so that the
    sign goes with the number in each language."""
    lang = tr if isinstance(tr, str) else tr.lang
    rounded = round(value, 1)
    digits = 0 if rounded == int(rounded) else 1
    return number(lang, rounded, digits) + PERCENT_SPACE[lang] + "%"


def at_start(text: str) -> str:
    """A fragment (« double bésigue : 50 », «пятый козырной туз: 200») standing as a line or
    a button of its own: a sentence and a label start with a capital in every language."""
    return text[:1].upper() + text[1:]


def counted(tr: Translator, text: str, n: int) -> str:
    """``text`` with a no-break space after the number ``n`` where a word follows it, in
    French and Russian: no line breaks between « 12 » and « cartes », «5» and «очков»."""
    if tr.lang == "en":
        return text
    written = number(tr, n)
    return text.replace(written + " ", written + "\u00a0")


def points(tr: Translator, n: int) -> str:
    """ "1 point", "5 points"; Russian "1 очко, 2 очка, 5 очков"."""
    return counted(tr, tr.ngettext("{n} point", "{n} points", n).format(n=number(tr, n)), n)


def cards_count(tr: Translator, n: int) -> str:
    """ "5 cards"; Russian "5 карт"."""
    return counted(tr, tr.ngettext("{n} card", "{n} cards", n).format(n=number(tr, n)), n)


def point_call(tr: Translator, length: int) -> str:
    """Elder's call of the point as a button says it: "Point of five" (modern; Cavendish:
    "Five cards."). A call on a button has no full stop in any language, as the replies
    ("Good", "Not good", "Making?"); quoted as a sentence it takes one (:func:`said`)."""
    calls = {
        1: tr.gettext("Point of one"),
        2: tr.gettext("Point of two"),
        3: tr.gettext("Point of three"),
        4: tr.gettext("Point of four"),
        5: tr.gettext("Point of five"),
        6: tr.gettext("Point of six"),
        7: tr.gettext("Point of seven"),
        8: tr.gettext("Point of eight"),
    }
    return calls[length]


def said(tr: Translator, call: str) -> str:
    """A call quoted as the sentence a player says: "Point of five.", « Point de cinq. », and
    in Russian without the full stop inside « » («Пять карт»; TRANSLATING.md, "Typography"),
    as the engine's ``Call.say``; a question keeps its sign."""
    call = at_start(call)
    if tr.lang in NO_FULL_STOP or call.endswith(("?", "!", ".")):
        return call
    return call + "."


def point_desc(tr: Translator, p: Point) -> str:
    """ "5 cards in spades, 48 pips"."""
    text = tr.ngettext(
        "{n} card in {suit}, {pips} pips", "{n} cards in {suit}, {pips} pips", p.length
    ).format(n=number(tr, p.length), suit=suit_word(tr, p.suit), pips=number(tr, p.pips))
    return counted(tr, text, p.length)


REPLIES = ("good", "not_good", "equal", "making")


def reply_label(tr: Translator, reply: str, combination: bool = False, exact: bool = False) -> str:
    """The younger hand's replies: Good / Not good / Equal / Making? (CAV-D; modern).

    ``combination``: the reply is to a sequence, not to the cards of a point or to a set;
    Russian says «годится» to a sequence and «годятся» to the cards and to a set, both plural
    («Три короля» -- «Годятся», as seed 002 answers the cards). ``exact``: the
    reply is to the value of a point. "Equal" to a value or a sequence is an exact tie, which
    Russian also says «равны»: the handbook's word "if the number of cards is the same"
    («Если число карт одинаковое — «равны»», seed 002), as the site's calls page has it.
    """
    if reply == "good" and combination:
        return tr.pgettext("sequence or set", "Good")
    if reply == "equal" and (combination or exact):
        # TRANSLATORS: an exact tie: as many cards and as many pips, or sequences alike.
        # Russian «равны», as for the number of cards (the handbook's word).
        return tr.pgettext("exact tie", "Equal")
    return {
        "good": tr.gettext("Good"),
        "not_good": tr.gettext("Not good"),
        "equal": tr.gettext("Equal"),
        "making": tr.gettext("Making?"),
    }[reply]


def law(tr: Translator, *numbers: int) -> str:
    """ "Cavendish, Law 62" / "Cavendish, Laws 62, 63"."""
    if len(numbers) == 1:
        return tr.gettext("Cavendish, Laws of Piquet, Law {n}").format(n=numbers[0])
    text = ", ".join(str(n) for n in numbers)
    return tr.gettext("Cavendish, Laws of Piquet, Laws {list}").format(list=text)


def cavendish(tr: Translator, laws: tuple[int, ...], section: str) -> str:
    """One reference to two of Cavendish's texts, his name once: "Cavendish: Laws of Piquet,
    Law 62; Description of the Game, “Calling”" (Russian «Кавендиш: законы пикета, закон 62;
    «Описание игры», раздел «Объявления»», without his name twice, rd1)."""
    if len(laws) == 1:
        law_text = tr.gettext("Laws of Piquet, Law {n}").format(n=laws[0])
    else:
        law_text = tr.gettext("Laws of Piquet, Laws {list}").format(
            list=", ".join(str(n) for n in laws)
        )
    return tr.gettext("Cavendish: {laws}; Description of the Game, “{section}”").format(
        laws=law_text, section=_section(tr, section)
    )


def _section(tr: Translator, section: str) -> str:
    return {
        "calling": tr.gettext("Calling"),
        "scoring": tr.gettext("Scoring"),
        "discarding": tr.gettext("Discarding"),
    }[section]


def sources(tr: Translator, *refs: str) -> str:
    """Several references in one line, separated as the language writes it: "Law 62;
    Description" (French « loi 62 ; Description », with a narrow no-break space)."""
    return tr.pgettext("list of sources", "; ").join(refs)


def rank_word(tr: Translator, rank: Rank) -> str:
    """The rank's name: "ace", "king", "knave", "ten" (Russian «туз», «король»)."""
    return {
        Rank.ACE: tr.gettext("ace"),
        Rank.KING: tr.gettext("king"),
        Rank.QUEEN: tr.gettext("queen"),
        Rank.JACK: tr.gettext("knave"),
        Rank.TEN: tr.gettext("ten"),
        Rank.NINE: tr.gettext("nine"),
        Rank.EIGHT: tr.gettext("eight"),
        Rank.SEVEN: tr.gettext("seven"),
    }[rank]


def rank_with_article(tr: Translator, rank: Rank) -> str:
    """The top card of a sequence named with its article, as a sentence says it: "the king",
    « le roi », « la dame », « l'as » (the article agrees with the rank and elides before
    « as »: French review 2026-12), Russian «король». Ranks from the nine up, the tops a
    sequence can have."""
    return {
        Rank.ACE: tr.pgettext("top card", "the ace"),
        Rank.KING: tr.pgettext("top card", "the king"),
        Rank.QUEEN: tr.pgettext("top card", "the queen"),
        Rank.JACK: tr.pgettext("top card", "the knave"),
        Rank.TEN: tr.pgettext("top card", "the ten"),
        Rank.NINE: tr.pgettext("top card", "the nine"),
    }[rank]


def rank_plural(tr: Translator, rank: Rank) -> str:
    """The rank in the plural, as a set is named: "aces", "knaves" («тузы», «валеты»)."""
    return {
        Rank.ACE: tr.gettext("aces"),
        Rank.KING: tr.gettext("kings"),
        Rank.QUEEN: tr.gettext("queens"),
        Rank.JACK: tr.gettext("knaves"),
        Rank.TEN: tr.gettext("tens"),
        Rank.NINE: tr.gettext("nines"),
        Rank.EIGHT: tr.gettext("eights"),
        Rank.SEVEN: tr.gettext("sevens"),
    }[rank]
