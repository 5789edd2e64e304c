"""Build data of the claims rule: which page uses which claim, where.

Every record carries ``docname`` and ``lineno``, so purging a document is a filter and a
parallel read merges only the documents it read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, TypedDict

from sphinx.domains import Domain

from claims.by_document import Named
from claims.core.compiled import STORE
from claims.core.detector import detectors
from claims.read_processes import SentBack

if TYPE_CHECKING:
    from collections.abc import Iterable, Set

    from sphinx.environment import BuildEnvironment

    from claims.core.registry import Registry
    from claims.findings import Finding
    from claims.read_warnings import ReadWarning


class Use(TypedDict):
    docname: str
    lineno: int
    claim: str
    display: str
    anchor: str


class Exemption(TypedDict):
    docname: str
    lineno: int
    display: str
    reason: str


class Mention(TypedDict):
    docname: str
    lineno: int
    profile: str


#: the records that belong to one document each
PER_DOCUMENT = ("uses", "exemptions", "mentions", "findings", "read_warnings")
#: what :meth:`ClaimsDomain.merge_domaindata` takes from a parallel read process
MERGED = (*PER_DOCUMENT, "generated")


class _Data(SentBack):
    """The domain's data while pages are read. The main process merges only :data:`MERGED`
    from a read process; the rest here is the loaded data files, which no page changes (a
    registry of a few thousand claims is most of the environment), so a read process sends
    back only :data:`MERGED`."""

    def sent_back(self) -> list[tuple[str, Any]]:
        # and the patterns the process compiled and the texts it read, which the main process
        # keeps for the next build (claims.pattern_cache): a build that reads in parallel
        # compiles and reads them there
        readings = [{**d.readings(recalled=False), "anew": d.read_anew()} for d in detectors()]
        return [
            *((key, self[key]) for key in MERGED),
            ("compiled", STORE.new()),
            ("readings", readings),
        ]


class ClaimsDomain(Domain):
    """Records of claims, exemptions and hardware mentions per document."""

    name = "claims"
    label = "Claims"
    data_version = 3
    initial_data: ClassVar[dict[str, Any]] = {
        "uses": [],
        "exemptions": [],
        "mentions": [],
        # claims.findings.Finding of each document, reported again by every build
        "findings": [],
        # claims.read_warnings.ReadWarning of each document, logged again by every build
        "read_warnings": [],
        # findings about data files and catalogs, found anew by every build
        "build_findings": [],
        # docname -> "ledger" | "hardware": pages rebuilt whenever any page changes
        "generated": {},
        "registry": None,
    }

    def __init__(self, env: BuildEnvironment) -> None:
        super().__init__(env)
        #: the documents each kind of record names, for a purge that has nothing to purge
        self._named = {key: Named(_docname) for key in PER_DOCUMENT}

    @property
    def uses(self) -> list[Use]:
        return self.data["uses"]

    @property
    def exemptions(self) -> list[Exemption]:
        return self.data["exemptions"]

    @property
    def mentions(self) -> list[Mention]:
        return self.data["mentions"]

    @property
    def findings(self) -> list[Finding]:
        return self.data["findings"]

    @property
    def read_warnings(self) -> list[ReadWarning]:
        return self.data["read_warnings"]

    @property
    def build_findings(self) -> list[Finding]:
        return self.data["build_findings"]

    @property
    def generated(self) -> dict[str, str]:
        return self.data["generated"]

    @property
    def registry(self) -> Registry:
        return self.data["registry"]

    @registry.setter
    def registry(self, registry: Registry) -> None:
        self.data["registry"] = registry

    def page_of(self, kind: str) -> str | None:
        """Docname of the generated page of *kind* ("ledger" or "hardware"), if any."""
        return next((doc for doc, k in sorted(self.generated.items()) if k == kind), None)

    def docs_using_claims(self) -> set[str]:
        return {r["docname"] for r in (*self.uses, *self.exemptions, *self.mentions)}

    def clear_doc(self, docname: str) -> None:
        for key in PER_DOCUMENT:
            records, named = self.data[key], self._named[key]
            if docname in named.names(records):
                records[:] = [r for r in records if r["docname"] != docname]
                named.forget()
        self.generated.pop(docname, None)

    def send_back_records_only(self) -> None:
        """Before pages are read (and read processes forked): see :class:`_Data`."""
        self.data = self.env.domaindata[self.name] = _Data(self.data)

    def merge_domaindata(self, docnames: Set[str], otherdata: dict[str, Any]) -> None:
        for key in PER_DOCUMENT:
            self.data[key].extend(r for r in otherdata[key] if r["docname"] in docnames)
        self.generated.update(
            (doc, kind) for doc, kind in otherdata["generated"].items() if doc in docnames
        )
        if "compiled" in otherdata:
            STORE.take(otherdata["compiled"])
        for readings in otherdata.get("readings", ()):
            for detector in detectors():
                detector.take(readings)  # (of another detector's identity: nothing)

    def resolve_any_xref(self, *args: Any, **kwargs: Any) -> list:
        return []


def _docname(record: Any) -> str:
    return record["docname"]


def uses_by_claim(records: Iterable[Use]) -> dict[str, list[Use]]:
    by_claim: dict[str, list[Use]] = {}
    for record in sorted(records, key=lambda r: (r["docname"], r["lineno"])):
        by_claim.setdefault(record["claim"], []).append(record)
    return by_claim


def get_domain(env: BuildEnvironment) -> ClaimsDomain:
    return env.domains["claims"]  # type: ignore[return-value]
