"""Settings of the claims extension (all prefixed ``claims_``), checked once at startup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sphinx.errors import ConfigError
from sphinx.locale import __

from claims.core import unit_scales
from claims.core.detector import detector_for

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.config import Config


def register_config(app: Sphinx) -> None:
    # folder below the source dir with hardware.yaml and claims/*.yaml
    app.add_config_value("claims_data_dir", "_data", "env", types=frozenset({str}))
    # language code -> {unit: translated unit}; the only way a translation may change a unit
    app.add_config_value("claims_unit_translations", {}, "env", types=frozenset({dict}))
    # extra detector units by category, e.g. {"throughput": [r"img/s"]}
    app.add_config_value("claims_extra_units", {}, "env", types=frozenset({dict}))
    # regular expressions whose matches are never reported as uncited numbers
    app.add_config_value("claims_ignore_patterns", [], "env", types=frozenset({list, tuple}))
    # scan running text for uncited numbers (the benchmark turns it off to measure its cost)
    app.add_config_value("claims_scan", True, "env", types=frozenset({bool}))
    # language the sources are written in; other languages are checked against it
    app.add_config_value("claims_source_language", "en", "env", types=frozenset({str}))
    # a claim whose as_of is older than this many days at the build date is listed as stale
    # (claims.stale, a note); 0 lists none
    app.add_config_value("claims_max_age_days", 0, "env", types=frozenset({int}))


def on_config_inited(app: Sphinx, config: Config) -> None:
    if isinstance(config.claims_max_age_days, bool) or config.claims_max_age_days < 0:
        raise ConfigError(
            __(
                "claims_max_age_days must be a whole number of days, 0 or more "
                "(0: no claim is listed as stale); got %r"
            )
            % config.claims_max_age_days
        )
    for language, mapping in config.claims_unit_translations.items():
        if not isinstance(mapping, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in mapping.items()
        ):
            raise ConfigError(
                __("claims_unit_translations[%r] must map unit strings to unit strings") % language
            )
        wrong = unit_scales.rendering_problems(mapping)
        if wrong:
            raise ConfigError(
                __(
                    "claims_unit_translations[%r] renders a unit as another unit: %s; render "
                    "each unit as the same unit at the same scale (a time as the same time, "
                    "'ms' as '毫秒'; a size in the same multiple of bytes, 'GB' as 'GB'), or "
                    "keep the unit and leave it out of the table"
                )
                % (language, "; ".join(wrong))
            )
        # a unit with "micro" in both spellings: the micro sign and the Greek mu
        config.claims_unit_translations[language] = unit_scales.normal_keys(mapping)
    for category, units in config.claims_extra_units.items():
        if not isinstance(units, (list, tuple)):
            raise ConfigError(
                __("claims_extra_units[%r] must be a list of regular expressions") % category
            )
    try:
        # the detector the build will use, compiled once here (the pages share it)
        detector_for(config.claims_extra_units, config.claims_ignore_patterns)
    except Exception as exc:  # re.error and friends: say which setting is wrong
        raise ConfigError(
            __("claims_extra_units / claims_ignore_patterns do not compile: %s") % exc
        ) from exc
