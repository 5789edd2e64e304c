"""Shown values against declared values: rounding, ranges, word numbers, units."""

from __future__ import annotations

import pytest

from claims.core.values import (
    display_matches,
    display_numbers,
    format_value,
    same_unit,
    strip_numbers,
)


@pytest.mark.parametrize(
    ("shown", "declared", "ok"),
    [
        ("7.4×", 7.4, True),
        ("7.4 倍", 7.4, True),
        ("4 倍", 3, False),
        ("≈5 GB", 5.24, True),
        ("5.2 GB", 5.24, True),
        ("5.3 GB", 5.24, False),
        ("1.6–7.4×", [1.6, 7.4], True),
        ("1.6–7.5×", [1.6, 7.4], False),
        ("7.4×", [1.6, 7.4], False),
        ("twice", 2, True),
        ("three times", 3, True),
        ("三倍", 3, True),
        # a whole number in words and a half: the half is part of the number
        ("two and a half hours", 2.5, True),
        ("two and a half hours", 2, False),
        ("one and a half days", 1.5, True),
        ("Two and a half hours", 2.5, True),
        # (not a hundred and a half, which is 150)
        ("a hundred and a half", 100.5, False),
        ("两倍", 3, False),
        ("158.6k tokens/s", 158596, True),
        ("159k tokens/s", 158596, True),
        ("158k tokens/s", 158596, False),
        ("2,039 GB/s", 2039, True),
        ("96.3%", 96.3, True),
        ("96%", 96.3, True),
        # a sign is part of the number: "-15%" is not a 15% gain, nor "−3×" a 3× speed-up
        ("-15%", 15, False),
        ("−3×", 3, False),
        ("about -15%", 15, False),
        ("-15%", -15, True),
        ("15%", -15, False),
        ("+15%", 15, True),
        ("30%–50%", [30, 50], True),
        ("2–4×", [2, 4], True),
        ("–2–4×", [2, 4], False),
    ],
)
def test_display_matches(shown, declared, ok):
    assert display_matches(shown, declared) is ok


@pytest.mark.parametrize(
    ("shown", "unit"),
    [
        ("7.4×", "×"),
        ("1.6–7.4 倍", "倍"),
        ("≈5 GB", "GB"),
        ("up to 3×", "×"),
        ("最多 3 倍", "倍"),
        ("about 5 GB", "GB"),
        ("950 词元/秒", "词元/秒"),
        ("twice", "×"),
        ("three times", "×"),
        ("2.1-fold", "×"),
        ("三倍", "倍"),
    ],
)
def test_strip_numbers_leaves_the_unit(shown, unit):
    assert strip_numbers(shown) == unit


@pytest.mark.parametrize(
    ("value", "unit", "text"),
    [
        ([2, 4], "×", "2–4×"),
        (230, "TFLOPs/s", "230 TFLOPs/s"),
        (7.4, "倍", "7.4倍"),
        (0.15, "$", "$0.15"),
        (31600, "stars", "31,600 stars"),
        (74.0, "%", "74%"),
    ],
)
def test_format_value(value, unit, text):
    assert format_value(value, unit) == text


@pytest.mark.parametrize(
    ("shown", "declared", "ok"),
    [
        ("ten times cheaper", 10, True),
        ("threefold", 3, True),
        ("十倍", 10, True),
        ("二十倍", 20, True),
        ("一百二十倍", 120, True),
        ("三成", 30, True),
        ("三成", 32, True),
        ("三成", 40, False),
        ("两成", 20, True),
        ("百分之四十", 40, True),
        ("百分之四十", 4, False),
        ("一半", 0.5, True),
        ("half", 0.5, True),
        ("一半", 1, False),
        ("翻番", 2, True),
        ("3 倍", 3, True),
    ],
)
def test_number_words_match_their_value(shown, declared, ok):
    assert display_matches(shown, declared) is ok


@pytest.mark.parametrize(
    ("shown", "unit"),
    [
        ("十倍", "倍"),
        ("三成", "成"),
        ("百分之四十", "%"),
        ("threefold", "×"),
        ("翻番", "×"),
    ],
)
def test_strip_numbers_leaves_the_unit_of_number_words(shown, unit):
    assert strip_numbers(shown) == unit


@pytest.mark.parametrize(
    ("original", "translation"),
    [
        ("an order of magnitude", "一个数量级"),
        ("three orders of magnitude", "三个数量级"),
        ("several times", "数倍"),
        ("a quarter", "四分之一"),
        ("factor of four", "四倍"),
        ("halves", "减半"),
        ("threefold", "三倍"),
        ("40%", "百分之四十"),
    ],
)
def test_number_words_translate_with_the_same_numbers_and_unit(original, translation):
    units = {"×": "倍"}
    assert [n for n, _ in display_numbers(original)] == [n for n, _ in display_numbers(translation)]
    assert same_unit(original, translation, units)


def test_a_changed_number_word_is_still_a_changed_number():
    assert display_numbers("三个数量级") != display_numbers("two orders of magnitude")
    assert not same_unit("a quarter", "四倍", {"×": "倍"})
