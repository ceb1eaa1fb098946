"""Addresses, places and organizations (Safe Harbor item 2 and the employer part of 1).

Three labels come out of this module:

* ``ADDRESS`` - street addresses (house number, street name, USPS Publication 28
  suffix, apartment/suite), PO boxes and ZIP codes (after a state or a "zip" cue);
* ``LOCATION`` - cities (with a state, or after a location cue such as "lives in",
  "from", "to"), health-care facilities ("Calvert Hospital", "Holy Cross", "St. Agnes",
  "GH" in "transferred to GH", ward buildings in "transfer to Quartermain 2") and,
  when enabled, room numbers;
* ``ORG`` - employers and other organizations ("works at X", "retired from X",
  "X Inc", "University of X").

City names come from the ``zipcodes`` package (every US postal city). Many of them are
ordinary words ("Normal", "Mobile", "Hope"), so a city name alone is never enough: it
needs a location cue, and a city that is also a common English word needs a strong one
("lives in", "moved from") or a state after it ("Normal, IL"). On lines with ordinary
capitalisation a place must be capitalised; on lines written in capitals (or documents
in lower case) rarity of the word stands in for capitalisation.

Facility names found once are looked for again in the whole document (case-insensitive)
when they are rare words, so "AT CALVERT" is caught after "CALVERT HOSPITAL".
"""

from __future__ import annotations

import bisect
import dataclasses
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter, methodcaller
from typing import Final, NamedTuple

import regex
import us

from hl7scrub import _regex
from hl7scrub._types import DocumentLike, PhiType, Span, Token
from hl7scrub.document import (
    Document,
    cell_value,
    columns_headed_by,
    headed_column_cells,
    smaller_intersection,
)
from hl7scrub.lexicon import Lexicon, fold_accents, load_lexicon, world_towns
from hl7scrub.lexicon.clinical import (
    CLINICAL_WORDS,
    EPONYM_HEADS,
    EPONYM_NOUNS,
    EPONYM_PHRASES,
    PRODUCT_BRANDS,
    clinical_compound,
)
from hl7scrub.recognizers.contact import closes_clause, has_digit, split_words
from hl7scrub.recognizers.dates import MONTHS
from hl7scrub.tokenize import product_shape

# --------------------------------------------------------------------------------------
# Geography data
# --------------------------------------------------------------------------------------


def _phrases(text: str) -> frozenset[str]:
    """The lines of ``text``, stripped: a list whose entries may hold blanks."""
    return frozenset(line.strip() for line in text.strip().splitlines())


_STATES = list(us.states.STATES_AND_TERRITORIES)
if us.states.DC not in _STATES:
    _STATES.append(us.states.DC)

#: Two-letter postal abbreviations of the states, DC and territories.
STATE_ABBRS: tuple[str, ...] = tuple(sorted({s.abbr for s in _STATES}))
#: Postal codes that are also words or clinical abbreviations ("OR", "MS", "PA", "CA"):
#: after a known city they need a comma or a ZIP ("Tempe AZ" needs neither).
_WORDLIKE_STATE_CODES = frozenset({
    "AK", "AL", "AR", "CA", "CO", "CT", "DC", "DE", "GA", "HI", "IA", "ID", "IN", "LA", "MA",
    "MD", "ME", "MI", "MO", "MS", "MT", "NC", "ND", "NE", "NM", "OH", "OK", "OR", "PA", "SC",
    "SD", "TX", "UT", "VA", "VT", "WA"})
#: Lower-case state name -> postal abbreviation.
STATE_NAMES: dict[str, str] = {s.name.lower(): s.abbr for s in _STATES}
#: Provinces, states and territories of Canada and Australia, named in full: regions as
#: large as a state, which an address's state component may hold.
PROVINCE_NAMES = _phrases("""
    alberta
    british columbia
    manitoba
    new brunswick
    newfoundland and labrador
    newfoundland
    nova scotia
    ontario
    prince edward island
    quebec
    québec
    saskatchewan
    northwest territories
    nunavut
    yukon
    new south wales
    victoria
    queensland
    south australia
    western australia
    tasmania
    northern territory
    australian capital territory
    """)

#: Large cities whose names are also frequent words in general text; they still count
#: as cities after a weak cue ("from Seattle"), unlike "Normal" or "Mobile".
BIG_CITIES = frozenset(
    split_words("""
    albuquerque anchorage atlanta austin baltimore boston bronx brooklyn buffalo charlotte
    chicago cincinnati cleveland columbus dallas denver detroit honolulu houston
    indianapolis jacksonville louisville manhattan memphis miami milwaukee minneapolis
    nashville newark norfolk oakland omaha orlando philadelphia phoenix pittsburgh
    portland raleigh richmond sacramento seattle tampa tucson tulsa
    """)
)

#: Major cities outside the US (geographic subdivisions all the same).
WORLD_CITIES = frozenset(
    split_words("""
    london paris rome berlin madrid dublin moscow beijing shanghai tokyo delhi mumbai
    toronto montreal vancouver sydney melbourne jerusalem cairo athens istanbul seoul
    manila lagos nairobi lima bogota havana kingston amsterdam brussels vienna prague
    warsaw budapest lisbon stockholm oslo copenhagen helsinki zurich geneva milan naples
    barcelona munich frankfurt hamburg glasgow edinburgh belfast liverpool manchester
    birmingham bangkok singapore jakarta karachi lahore dhaka tehran baghdad riyadh dubai
    beirut damascus ottawa calgary edmonton winnipeg quebec halifax guadalajara monterrey
    tijuana caracas quito santiago montevideo
    """)
)

#: Former and English names of towns abroad that the GeoNames table lists under their
#: present or native name only, still how many patients and relatives say them.
FORMER_TOWN_NAMES = frozenset(
    split_words("""
    kiev kharkov lvov bangalore saigon peking rangoon leningrad stalingrad salonica cracow
    oporto vilna dacca poona benares constantinople
    """)
)

#: Country names are not geographic subdivisions smaller than a state; never cities.
COUNTRIES = frozenset(
    split_words("""
    england scotland wales ireland britain france germany italy spain portugal greece
    russia china japan india pakistan canada mexico brazil israel egypt poland ukraine
    korea vietnam philippines cuba jamaica haiti nigeria kenya iran iraq turkey lebanon
    syria jordan holland netherlands belgium switzerland austria sweden norway denmark
    finland australia argentina chile peru colombia venezuela ecuador africa europe asia
    america afghanistan albania algeria angola armenia azerbaijan bahamas bahrain
    bangladesh barbados belarus belize benin bhutan bolivia bosnia botswana brunei bulgaria
    burundi cambodia cameroon congo croatia cyprus czechia djibouti eritrea estonia
    eswatini ethiopia fiji gabon gambia ghana grenada guatemala guyana honduras hungary
    iceland indonesia kazakhstan kosovo kuwait kyrgyzstan laos latvia lesotho liberia libya
    lithuania luxembourg madagascar malawi malaysia maldives mali malta mauritania
    mauritius micronesia moldova monaco mongolia montenegro morocco mozambique myanmar
    burma namibia nepal nicaragua oman palestine panama paraguay qatar romania rwanda samoa
    senegal serbia singapore slovakia slovenia somalia sudan suriname taiwan tajikistan
    tanzania thailand togo tonga tunisia turkmenistan uganda uruguay uzbekistan yemen
    zambia zimbabwe chad niger comoros seychelles andorra liechtenstein vanuatu kiribati
    tuvalu nauru palau
    """)
)

#: Countries, and territories that count as states, named in more than one word; each
#: word of them is also a person's or a town's name ("Costa Rica", "El Salvador").
MULTIWORD_COUNTRIES = _phrases("""
    costa rica
    puerto rico
    el salvador
    sierra leone
    sri lanka
    saudi arabia
    south africa
    south sudan
    south korea
    north korea
    new zealand
    dominican republic
    czech republic
    central african republic
    united kingdom
    united states
    united arab emirates
    ivory coast
    burkina faso
    cape verde
    cabo verde
    papua new guinea
    equatorial guinea
    guinea bissau
    trinidad and tobago
    antigua and barbuda
    saint lucia
    st lucia
    st. lucia
    san marino
    east timor
    timor leste
    marshall islands
    solomon islands
    north macedonia
    bosnia and herzegovina
    american samoa
    virgin islands
    northern mariana islands
    """)


def countries_kept(doc: DocumentLike, spans: list[Span]) -> list[Span]:
    """Post-processor: a name, place or organisation span that is exactly a country
    named in several words is the country, which is no identifier ("travelled to Costa
    Rica", "Visited Sierra Leone"); each of its words alone reads as a name."""
    text = doc.text
    return [s for s in spans if s.type not in ("NAME", "LOCATION", "ORG") or " ".join(
        text[s.start:s.end].lower().replace("-", " ").split()) not in MULTIWORD_COUNTRIES]


@dataclass(frozen=True)
class CityIndex:
    """City names (lower case) per state and the states of each name."""

    by_state: dict[str, frozenset[str]]
    states_of: dict[str, frozenset[str]]
    max_words: int
    first_words: frozenset[str]
    last_words: frozenset[str]

    def is_city(self, name: str) -> bool:
        return name in self.states_of


@lru_cache(maxsize=1)
def city_index() -> CityIndex:
    """Built once per process from ``zipcodes`` and the packaged GeoNames towns (about
    0.5 s)."""
    import zipcodes

    by_state: dict[str, set[str]] = {}
    states_of: dict[str, set[str]] = {}
    for abbr in STATE_ABBRS:
        names = by_state.setdefault(abbr, set())
        for row in zipcodes.filter_by(state=abbr):  # type: ignore[no-untyped-call]
            city = str(row.get("city", "")).lower().replace(".", "")
            if city and city.replace(" ", "").replace("-", "").replace("'", "").isalpha():
                names.add(city)
                states_of.setdefault(city, set()).add(abbr)
    for city in WORLD_CITIES | FORMER_TOWN_NAMES | world_towns():
        states_of.setdefault(city, set()).add("")
    for name in list(states_of):
        if name in COUNTRIES or name in STATE_NAMES:
            del states_of[name]
    max_words = max(len(c.split()) for c in states_of)
    # (a hundred thousand towns share a few hundred sets of states: one object each)
    shared: dict[frozenset[str], frozenset[str]] = {}
    return CityIndex(
        {k: frozenset(v) for k, v in by_state.items()},
        {k: shared.setdefault(frozenset(v), frozenset(v)) for k, v in states_of.items()},
        max_words,
        frozenset(c.split()[0] for c in states_of if c.split()[0] not in ("the", "a", "an")),
        frozenset(c.split()[-1] for c in states_of),
    )


# --------------------------------------------------------------------------------------
# Word lists
# --------------------------------------------------------------------------------------

#: Function words and clinical shorthand that never belong to a place name.
STOPWORDS = frozenset(
    split_words("""
    a an the and or of to in on at by for from with w via per as is was be been are were
    his her hers their its our my your this that these those he she it they we i you him
    them us pt pts patient patients today tomorrow yesterday tonight am pm when where which
    who whom while after before until since then than but if so not no yes also again back
    up down out over into onto about approx apprx around near dr doctor md rn np pa mr mrs
    ms miss x q s p w o c d any all some each every other another same such own will would
    can could may might must shall should has have had do does did being get got go went
    going come came plan plans now still just only very more most less least first last
    next new old here there today's
    """)
)

#: Words that make a facility reference generic ("outside hospital", "cardiac rehab").
GENERIC_MODIFIERS = frozenset(
    split_words("""
    outside other another local community area nearby nearest previous prior same this
    that referring transferring accepting receiving sending admitting private public state
    psych psychiatric mental rehab rehabilitation acute subacute sub chronic long term short
    day night teaching old new big small large nursing skilled assisted extended care
    inpatient outpatient cardiac pulmonary pulm physical occupational speech vent ventilator
    weaning stroke neuro brain spinal trauma burn cancer pediatric peds adult geriatric
    maternity county city home group foster halfway boarding respite hospice which what
    palliative comfort residential
    own current usual regular primary family specialty surgical surgery medical main
    veterans veteran va osh emergency urgent walk walkin dialysis wound pain infusion
    imaging sleep heart transplant eye kidney diabetes anticoag anticoagulation coumadin
    chf copd hiv methadone detox substance abuse drug alcohol treatment research clinical
    university's hospital hosp hospitals facility facilities center centre clinic clinics
    living support the ltac snf ecf nh sending doctor's physician's his her their its
    """)
)

#: Hospital units, services and other words that follow "transfer to" without being
#: a place name (in addition to the clinical protect list of the lexicon).
NOT_PLACE = frozenset(
    split_words("""
    icu micu sicu ccu cicu csru cvicu nicu picu tsicu ticu nsicu neuroicu msicu pacu ed er
    ew or ir ct mri cath ep tcu vicu ecu snf ltac ltach nh osh rehab hospice floor floors
    tele telemetry stepdown radiology angio echo dialysis hd endoscopy endo gi bronch pulm
    cardiology neurology surgery ortho psych pathology lab labs morgue home cmed imcu pcu
    cdu obs observation service services unit units bed beds room rooms chair commode
    stretcher ward wards nursing medicine team teams cvu cvsu sdu csu nsu cticu mficu ccu's
    breech vertex cephalic utero transverse triage custody
    """)
)

#: Words that are never part of a place's or a facility's name.
_NOT_NAME_PARTS = STOPWORDS | GENERIC_MODIFIERS | NOT_PLACE

#: Words right after "St"/"ST" that make it an ECG finding, not a saint.
_ST_CLINICAL = frozenset(
    split_words("""
    elevation elevations elev elevated depression depressions dep depr depressed segment
    segments seg changes change wave waves abnormality abnormalities abn abnl flattening
    flat t tw twi s segment's scooping coving and or slurring sagging inversion inversions
    e d changes' x
    """)
)

#: Saints frequently found in hospital names ("St. Agnes", "Saint Joseph's").
SAINTS = frozenset(
    split_words("""
    mary marys agnes joseph josephs john johns luke lukes francis vincent vincents
    elizabeth elizabeths anne annes ann anthony anthonys jude michael michaels paul pauls
    peter peters catherine catherines clare barnabas rose margaret margarets louis mark
    marks patrick patricks thomas thomases james charles bernard bernards dominic
    dominics teresa helena alexius cloud david davids raphael gabriel luke's agnes's
    """)
)

#: Multi-word hospital names common across the US; matched anywhere.
_KNOWN_FACILITIES = (
    r"sacred\s+heart|holy\s+cross|holy\s+family|holy\s+name|holy\s+redeemer"
    r"|good\s+samaritan|good\s+sam|good\s+shepherd|union\s+memorial|beth\s+israel"
    r"|mount\s+sinai|mt\.?\s+sinai|cedars[-\s]sinai|johns\s+hopkins|shock\s+trauma"
    r"|mass(?:achusetts)?\s+general|kaiser\s+permanente|sloan[-\s]kettering"
    r"|mayo\s+clinic|cleveland\s+clinic|our\s+lady\s+of\s+[a-z]+|kennedy\s+krieger"
    r"|spring\s+grove|sheppard\s+pratt|children'?s\s+national"
)

#: Hospital acronyms that are names in any location context ("at GH", "GH ER").
KNOWN_ACRONYMS = frozenset(
    split_words("""
    gh mgh bwh bidmc jhh jhu jhbmc ummc umms gbmc vamc vah nyu ucsf ucla usc chop upmc
    ohsu mskcc bmc nemc ynhh nyp cpmc mcw uchc uihc ucsd ucdmc bch
    """)
)

#: Words that recur in US hospital names ("Union Memorial", "Harbor Hospital",
#: "Mercy Medical Center"); a capitalised one after a transfer cue names a facility.
HOSPITAL_NAME_WORDS = frozenset(
    split_words("""
    union mercy providence memorial general harbor university childrens children's
    baptist methodist presbyterian lutheran adventist christian jewish deaconess
    samaritan shepherd sinai hopkins kaiser regional
    """)
)

#: Words that may follow a city name as part of a locality ("Milford Mill").
LOCALITY_WORDS = frozenset(
    split_words("""
    park mill mills heights city village falls springs beach hills station junction
    harbor lake creek valley ridge point grove township town center
    """)
)

#: Last words of a town's name that only places have ("Fall River", "Long Beach",
#: "Rock Island"): a name ending in one is no everyday phrase.
_TOWN_HEADS = frozenset(split_words("""
    river falls city beach lake harbor harbour haven valley heights island bay springs
    hills village creek
"""))
#: Compass points opening a part of a town ("South Boston", "East Orange").
_COMPASS_WORDS = frozenset(split_words("north south east west"))
#: Words that tell a part of a known town apart before its name ("Old Millbury", "New
#: Millbury", "West Boston").
_TOWN_PREFIXES = _COMPASS_WORDS | frozenset(split_words("old new upper lower"))
#: Words that open a town's name of two words ("Port Augusta", "Mount Barker").
_TOWN_OPENERS = _COMPASS_WORDS | frozenset(split_words("""
    port mount mt fort ft saint st new upper lower great little glen lake kings"""))

#: Words that end the name of a neighbourhood or a development after a town's or a
#: state's name ("Park Slope", "Cedar Bluff Estates", "Washington Heights").
_AREA_NAME_WORDS = LOCALITY_WORDS | frozenset(split_words("""
    slope estates hollow bluff bluffs acres shores woods meadows commons gardens manor
    terrace hill landing crossing cove glen bay square pointe harbour island
    """))

#: US city names that are also clinical words ("drawn from ALINE", "in SALINE"); after a
#: weak cue they are read as the clinical word.
CLINICAL_HOMOGRAPHS = frozenset(
    split_words("""
    aline bromide calcium chloride colon cord cushing cylinder dwarf fertile flushing foley
    helper hickman hygiene licking magnet newborn nursery onset ozone pillow saline salol
    sulphur swan toast wheeling quinton groshong lactate potassium sodium zinc iron
    mercury lithium oxygen crucible tangent bethesda lyme coxsackie norwalk
    """)
)

#: Words after a place name that confirm it ("in Edgemere area").
_AREA_WORDS = frozenset({"area", "county", "region", "neighborhood", "neighbourhood",
                         "community", "township", "vicinity", "suburb", "suburbs"})
#: "Mount" and its abbreviation, before a mountain's, a town's or a hospital's name.
_MOUNT_WORDS = frozenset({"mount", "mt"})
_LAKE_WORDS = frozenset({"lake"})
#: Lower-case words a camp's or a village's rare name stands before ("Mae La camp",
#: "Res: Ebusiloli village").
_CAMP_WORDS = frozenset({"camp", "village", "fort", "ft"})
#: Words that end the name of a quarter of a town ("Park Slope", "Ukrainian Village",
#: "Uphams Corner", "Lower East Side") or of a landmark visited ("Nantasket Beach",
#: "Walden Pond"); where case tells nothing only those that end no clinical phrase
#: ("right side", "north end of the bed").
_UNCASED_NEIGHBOURHOOD_HEADS = frozenset(split_words("""
    village square slope heights corner corners beach beaches pond lake island harbor
    harbour reservoir
"""))
_NEIGHBOURHOOD_HEADS = _UNCASED_NEIGHBOURHOOD_HEADS | frozenset(split_words("""
    end side plain hill hills point quarter flat flats wharf pier marina landing
"""))
#: Words of a side or a part of the body, which the heads above may follow in a
#: clinical phrase ("pain in Left Side", "in Upper Corner").
_SIDES = frozenset(split_words("""
    left right upper lower inner outer mid middle front back top bottom anterior
    posterior lateral medial proximal distal near far other same opposite
"""))

#: Medical abbreviations shaped like hospital acronyms (ending in H or MC).
_MEDICAL_ACRONYMS = frozenset(
    split_words("""
    osh ich sah sdh edh ivh lvh rvh bph pph nph tsh fsh pth adh ldh acth siadh hoh rh lh
    bh ph nh hh mh ah oh uh ch dh eh sh th wh fh pmh psh fhx cmh ddh dvh aph cah
    hsh ash vsh chb ich nash mash ash dash bash mah lah rah nah pah ppmh dmh hcth
    usmc usmcr
    """)
)

#: Postcodes written in two groups: Sweden's, Czechia's and Greece's three digits, a
#: blank and two ("652 24"), and Portugal's four digits, a hyphen and three ("4100-144").
_GROUPED_POSTCODE = r"\d{3}[ ]\d{2}|\d{4}-\d{3}"
#: The words of a form's label of a home town ("City:", "Suburb:", "Res:"), besides
#: "place of birth".
_CITY_LABEL_WORDS = ("city", "town", "hometown", "birthplace", "county", "parish",
                     "township", "borough", "suburb", "village", "locality", "district",
                     "residence", "res", "barangay")
#: The words of a label of where a person lives or comes from that also heads other
#: things ("Home:", "Born:").
_HOME_LABEL_WORDS = ("home", "lives", "born", "origin")
#: A family's events away from home, before "in" and where they were.
_EVENT_AWAY_WORDS = ("funeral", "wedding", "burial", "reunion", "holiday", "vacation")

#: Nouns of a building or a part of one that a capitalised name before them names
#: ("Whitlam Wing", "Kenyatta Block", "Seacole Ward").
_BUILDING_NOUNS = frozenset(split_words(
    "wing pavilion block tower building annex annexe ward house centre center suite"))
_UNIT_SUFFIX_WORDS = frozenset({"er", "ed", "ew", "icu", "tcu", "ccu", "cath", "campus",
                                "hospital", "hosp", "clinic", "floor", "attorneys", "lab",
                                "pharmacy", "ew's", "er's", "ed's", "emergency", "main"})
_ACRONYM_NOT_FACILITY_AFTER = frozenset(
    split_words("""
    deficiency deficient level levels secretion therapy replacement stimulation axis
    receptor excess test tests testing injection injections dose deficit insufficiency
    """)
)

#: Councils that register clinicians (UK, Ireland, Malaysia, Singapore, New Zealand,
#: Nigeria, South Africa, Australia, Kenya); written before a registration number they
#: name the council, not a hospital ("GMC 7034412", "NMC PIN 08I2345E", "IMC No. 418822").
_REGISTERING_BODIES = frozenset(
    split_words("""
    gmc nmc hcpc gdc gphc goc imc mmc smc mcnz ncnz mdcn hpcsa sanc ahpra kmpdc nmbi
    """)
)
#: What follows a council's name when a registration is meant.
_REGISTRATION_AFTER = _regex.compile(
    r"[ \t]{0,3}(?:[:#][ \t]{0,3})?(?:\(?[A-Z]{0,3}[0-9]|(?i:no\b|num|pin\b|reg|not\b)|#)")

#: Employer phrases that are not names of an employer.
_GENERIC_EMPLOYERS = frozenset(
    split_words("""
    home construction sales retail finance banking education healthcare insurance real
    estate computers computer accounting marketing manufacturing restaurant restaurants
    factory plant office hospital school bank store warehouse farm farms night nights days
    weekends times least night's part full time self himself herself themselves family
    business city county state government military army navy police fire shipyard mines
    mine docks railroad landscaping painting plumbing carpentry trucking delivery
    daycare nursing hospice housekeeping security maintenance cleaning home's
    """)
)

#: Heads of a business after which the words an employment cue leads to name the
#: employer on a line without case, however everyday they are.
_EMPLOYER_HEADS = frozenset(split_words("""
    warehouse warehouses healthcare health group associates partners corporation inc llc
    company co corp industries enterprises
"""))

#: Words that label an employer's name rather than belong to it.
_EMPLOYER_LABELS = frozenset(split_words("employer employers employee employed job"))
_ORG_GENERIC_PREFIX = frozenset(
    split_words("""
    nursing medical high middle elementary grade public private law graduate sunday
    local community the a an his her their our my support family inpatient outpatient
    central specialty retail mail order compounding hospital clinical clinic oncology
    infusion satellite main discharge ed er research pilot quality improvement emergency qi
    transport health school pharmacy methadone cannabis marijuana
    """)
)

# --------------------------------------------------------------------------------------
# Street suffixes (USPS Publication 28, written out here; not copied).
# --------------------------------------------------------------------------------------

#: Street suffixes that on their own strongly suggest an address.
STRONG_STREET_SUFFIXES = (
    "avenue", "ave", "boulevard", "blvd", "boul", "street", "str", "road", "rd",
    "lane", "ln", "parkway", "pkwy", "pky", "highway", "hwy", "terrace", "terr", "ter",
    "turnpike", "tpke", "pike", "expressway", "expy", "freeway", "fwy", "alley", "aly",
    "causeway", "cswy", "crescent", "cres", "circle", "cir", "court", "place", "drive",
    "route", "rte", "plaza", "plz", "trail", "trl", "square", "crossing", "xing",
    "bypass", "byp", "boulevard", "motorway", "skyway", "concourse", "promenade", "esplanade",
    # (Australia Post's abbreviations: "14 Kallista Crt", "3 Banksia Tce")
    "crt", "tce", "circuit", "cct", "bvd", "gdns",
)
#: Suffixes that are also common words or clinical abbreviations ("Dr", "St", "Ct").
WEAK_STREET_SUFFIXES = (
    "st", "dr", "ct", "pl", "way", "wy", "run", "row", "path", "walk", "loop", "mall",
    "pass", "point", "pt", "park", "hill", "hills", "ridge", "rdg", "creek", "crk",
    "glen", "grove", "grv", "heights", "hts", "hollow", "knoll", "landing", "lndg",
    "manor", "mnr", "meadow", "meadows", "mill", "mews", "commons", "view", "vw", "cove",
    "cv", "bend", "trace", "vista", "green", "gardens", "village", "vlg", "station",
    "summit", "brook", "springs", "valley", "vly", "woods", "estates", "close", "sq",
    "parade", "pde", "spur", "yard", "quay", "wharf", "wynd",
    # (British closes of houses: "9 Beech Croft", "4 Orchard Rise", "22 Deer Chase")
    "croft", "rise", "chase", "garth",
)

#: Words that end a place's name and may stand inside a facility's name before its
#: head ("Evergreen Crossing Rehabilitation", "Cedar Hollow Hospice House").
_PLACE_NAME_TAILS = _AREA_NAME_WORDS | frozenset(
    w for w in STRONG_STREET_SUFFIXES + WEAK_STREET_SUFFIXES if len(w) > 3)

#: Suffix spellings that are equivalent (for header-address matching).
SUFFIX_GROUPS: tuple[frozenset[str], ...] = tuple(
    frozenset(g.split())
    for g in (
        "avenue ave av", "boulevard blvd boul bvd", "street st str", "road rd",
        "lane ln", "parkway pkwy pky", "highway hwy", "terrace terr ter tce",
        "turnpike tpke", "expressway expy", "freeway fwy", "alley aly", "causeway cswy",
        "crescent cres", "circle cir", "court ct crt", "place pl", "drive dr", "route rte",
        "plaza plz", "trail trl", "square sq", "crossing xing", "bypass byp", "way wy",
        "point pt", "ridge rdg", "creek crk", "grove grv", "heights hts", "landing lndg",
        "manor mnr", "view vw", "cove cv", "village vlg", "valley vly",
        "north n", "south s", "east e", "west w", "northeast ne", "northwest nw",
        "southeast se", "southwest sw", "apartment apt", "suite ste", "saint st",
        "mount mt", "fort ft", "parade pde", "circuit cct", "gardens gdns",
    )
)

#: Weak suffixes that after "at/on/to/behind <number> <Name>" end a street: no clinical
#: abbreviation ("Pt") or ward word ("4 North Station") among them.
_PLACED_SUFFIXES = frozenset(split_words("""
    st ct pl way wy mews close loop row path run walk cove spur
"""))
#: Before a house number, a preposition of place and a building people go to ("MEETING
#: FAMILY AT OFFICE 1049 LAKE ST", "back to home 14 Mill St"): placed as after "at".
_PLACED_BUILDING: Final = _regex.compile(
    r"(?:^|[ \t])(?:at|to|from)[ \t]+(?:the[ \t]+|his[ \t]+|her[ \t]+|their[ \t]+)?"
    r"(?:office|home|house|clinic|shop|store|church|school|residence)[ \t]+\Z")
#: Weak suffixes that, written as a title after a house number and a capitalised name,
#: end an address where the line or the clause ends ("(Packaging Co., 88 Orchard Way)").
_TITLED_SUFFIXES = frozenset(split_words("""
    st dr ct way wy row path mews cove glen grove heights ridge creek hollow knoll landing
    meadow meadows trace brook springs woods estates hill hills parade close walk gardens
    green view manor croft rise chase garth
"""))

#: Everyday words that may open a street name ("12 Old Colony Rd", "5 New Boston Rd").
_STREET_NAME_OPENERS = frozenset(split_words("old new upper lower little great"))

#: Street suffixes that name a street on their own, as whole capitalised words.
_NAMED_STREET_SUFFIXES = frozenset(
    split_words("street avenue lane road boulevard drive court terrace parkway highway")
)

#: Abbreviated suffixes that name a street without a house number only after a word
#: that places something on a street ("Walgreens on Broad St.", "off Rte 9"... "Rte" is
#: spelled with a number and handled as an address).
_ABBREVIATED_STREET_SUFFIXES = frozenset(
    split_words("st ave av blvd rd ln pkwy hwy ter terr pl ct dr cir trl")
)
#: Rehabilitation's heads: two capitalised words before them make a name ("Cherry
#: Capital Rehab"), and otherwise the words before them are tested as before a
#: hospital's head ("BALTIMORE REHAB", a town).
_REHAB_HEADS = frozenset({"rehab", "rehabilitation"})
#: Head nouns of practices and residences ("Valley Kids Pediatrics", "Harbor Light
#: Shelter", "Willow Creek Commons", "Cherry Capital Rehab"): weaker than "Hospital",
#: so the name before them must be two capitalised words or one that would name a
#: hospital.
_NAME_HEADS = frozenset({"pediatrics", "family practice", "family medicine", "medical group",
                         "medical associates", "daycare", "day care", "preschool", "shelter",
                         "commons", "apartments", "mobile home park", "mobile home court",
                         "trailer park", "trailer court", "rv park", "rv court",
                         *_REHAB_HEADS})
#: Head nouns of practices, services and businesses that clinical text also uses for a
#: department or a service ("Smile Harbor Dental" / "Dental", "Compass Home Care" / "home
#: care"): written with a capital, after a name that is not all department words.
_PRACTICE_HEADS = (
    r"dental(?:[ \t]+(?:group|care|associates|arts|studio|center|centre|clinic|office))?",
    r"dentistry", r"orthodontics", r"endodontics", r"periodontics", r"oral[ \t]+surgery",
    r"chiropractic", r"podiatry", r"optometry", r"eye[ \t]+(?:care|center|centre|institute)",
    r"vision[ \t]+(?:center|centre|care)", r"home[ \t]*health(?:[ \t]*care)?",
    r"home[ \t]*care", r"adult[ \t]+day(?:[ \t]+(?:center|centre|care|program|health))?",
    r"day[ \t]+(?:center|centre|program)", r"learning[ \t]+(?:center|centre)",
    r"child[ \t]*care", r"(?:community|cultural|senior|wellness|recovery|treatment|surgery"
    r"|surgical|fitness|aquatic|youth)[ \t]+(?:center|centre|ctr)",
    r"urgent[ \t]+care", r"physical[ \t]+therapy", r"sports[ \t]+medicine",
    r"internal[ \t]+medicine", r"health[ \t]+partners", r"lab", r"labs", r"laboratory",
    r"research", r"solutions", r"transit", r"transportation", r"ambulance", r"arena",
    r"stadium",
)
_PRACTICE_HEAD_PATTERN = "|".join(_PRACTICE_HEADS)
#: Pairs of fields that name a practice after its own name as a specialty does
#: ("Foothill Foot & Ankle", "Northgate Orthopedic & Spine", "Bayside Ear, Nose &
#: Throat").
_SPECIALTY_PAIRS = (
    r"foot[ \t]+(?:&|and)[ \t]+ankle", r"orthopa?edics?[ \t]+(?:&|and)[ \t]+spine",
    r"spine[ \t]+(?:&|and)[ \t]+(?:pain|sports?)",
    r"hand[ \t]+(?:&|and)[ \t]+(?:wrist|upper[ \t]+extremity)",
    r"ear,?[ \t]+nose,?[ \t]+(?:&|and)[ \t]+throat",
    r"bone[ \t]+(?:&|and)[ \t]+joint", r"(?:heart|vein)[ \t]+(?:&|and)[ \t]+vascular",
)
#: Specialties that also name a private practice after its own name ("Meadowlark
#: Dermatology", "Blue Ridge Cardiology"); far more often they name a service, so the
#: name before them is tested harder than before a practice head.
_SPECIALTY_HEADS = split_words("""
    dermatology cardiology urology neurology oncology gastroenterology ophthalmology
    otolaryngology pulmonology nephrology rheumatology endocrinology psychiatry psychology
    orthopedics orthopaedics neurosurgery imaging radiology endoscopy infusion dialysis
    fertility audiology physiotherapy allergy hematology gynecology obstetrics toxicology
    pathology electrophysiology dermatopathology orthodontics endodontics periodontics
    prosthodontics podiatry optometry hepatology immunology neonatology anesthesiology
    geriatrics derm
""")
#: Clinical nouns that narrow a specialty ("Movement Disorders Neurology", "Transplant
#: Nephrology"): no practice's name.
_SUBSPECIALTY_NOUNS = frozenset(split_words("""
    disorders disorder disease diseases failure transplant transplantation stroke epilepsy
    headache addiction trauma retina cornea glaucoma oculoplastics uveitis spine
    sleep memory movement interventional liaison consultation body head neck chest
    abdominal thoracic breast hand foot fetal maternal reproductive tumor tumour
    radiation procedural
"""))
#: What an address field's label holds, in any of the languages it is read in: a
#: cheap test before the field's pattern runs.
_ADDRESS_LABEL_HINT: Final = _regex.compile(
    r"(?i)ddr|adres|alamat|direcci|domicilio|endere|morada|osoite|indirizz|anschrift")
#: Words that name a department, a specialty or a service, not a practice: a name made
#: of them alone is generic ("Pulmonary Function Lab", "Clinical Research").
#: Languages: "works in Spanish" is no employer, "a verse in Navajo" no town, and after
#: "Interpreter:" a language says which, not who.
LANGUAGES: Final = frozenset(split_words("""
    english spanish french german italian portuguese russian chinese mandarin cantonese
    japanese korean vietnamese arabic hindi urdu bengali punjabi tagalog somali amharic
    swahili haitian creole polish ukrainian farsi persian pashto dari turkish greek hebrew
    yiddish asl sign hmong khmer lao thai nepali burmese albanian armenian bosnian serbian
    croatian romanian hungarian czech gujarati tamil telugu marathi malayalam indonesian
    malay karen oromo kinyarwanda lingala yoruba igbo hausa wolof twi fulani navajo lakota
    ojibwe cherokee yupik inupiaq ilocano samoan tongan marshallese chuukese
    cebuano visayan mixteco kiche quiche zapoteco triqui mam quechua tigrinya dinka nuer
    kirundi sinhala dzongkha rohingya welsh gaelic maori afrikaans zulu isizulu xhosa
    isixhosa sesotho setswana shona ndebele dutch flemish swedish norwegian danish finnish
    icelandic estonian latvian lithuanian slovak slovenian bulgarian macedonian georgian
    kurdish uzbek kazakh mongolian tibetan uyghur sindhi kannada odia oriya assamese
    maltese catalan basque galician hawaiian fijian chamorro hiligaynon kapampangan akan
    ewe fante kikuyu luganda chichewa bemba malagasy tamazight berber hakka hokkien
    teochew shanghainese taishanese cree inuktitut bahasa tetum pidgin patois krio
    sylheti konkani tulu nahuatl guarani aymara garifuna mirpuri pahari potwari yolngu
    kriol pitjantjatjara warlpiri arrernte oji oji-cree anishinaabemowin innu dene mi'kmaq
"""))
_DEPARTMENT_WORDS = frozenset(split_words("""
    oral maxillofacial pathology clinical trials trial research diabetes cardiac cardiology care
    heart vascular pulmonary lung function sleep cath catheterization echo micro
    microbiology core stat blood bank cancer oncology eye vision family pediatric
    paediatric adult geriatric internal medicine surgery surgical sports physical
    occupational speech therapy rehab rehabilitation wound home health hearing dental
    cosmetic plastic spine pain kidney renal liver transplant infusion dialysis imaging
    radiology breast memory neuro neurology behavioral behavioural mental urgent primary
    specialty outpatient inpatient hospital medical skilled nursing community day early
    intervention developmental hand foot ankle bone joint orthopedic orthopaedic women's
    men's children's gi endoscopy pharmacy nutrition digestive ent allergy asthma
    diagnostic molecular genetic genetics cytogenetics reference toxicology virology
    immunology hematology chemistry anatomic anatomical translational
    biomedical health's public private local regional county state federal national
"""))
#: Words that alone, or joined by "and", name no employer after "works in".
_NOT_EMPLOYERS = _DEPARTMENT_WORDS | LANGUAGES | frozenset({"and", "of", "&"})
#: Words after a number that make it a count ("work for 2 weeks", "for 3 more days").
_COUNTED = frozenset(split_words("""
    hours hour hrs hr minutes minute mins min days day weeks week wks wk months month mos
    years year yrs more times shifts nights of to or and
"""))
#: Trades after which "at" or "for" gives the employer ("software tester at Salesforce",
#: "bus mechanic for the MBTA", "driver for Uber"); no clinical or supervising role,
#: whose "for" gives a task or a patient ("case manager for pt", "tech for echo").
_TRADES = split_words("""
    machinist mechanic driver tester developer programmer analyst designer electrician
    plumber carpenter welder painter roofer laborer labourer janitor custodian
    housekeeper cook chef baker butcher barber hairdresser stylist waiter waitress
    bartender dishwasher cashier clerk receptionist secretary paralegal accountant
    bookkeeper banker teller salesman saleswoman salesperson realtor librarian teacher
    professor instructor engineer dispatcher courier mailman postman foreman landscaper
    gardener fisherman longshoreman stocker nanny babysitter attorney lawyer
""")
#: Values of an "Employer:" field that name no employer.
_NO_EMPLOYER = frozenset(split_words("""
    none n/a na unknown unk self self-employed unemployed retired disabled disability
    student homemaker declined not no same see other pending
"""))
#: Generic words between a facility's name and its head ("Sagebrush Community Hospital",
#: "Green Valley Regional Medical Center").
_FACILITY_MODIFIERS = frozenset(split_words("""
    community regional general memorial county district municipal university teaching
    children's childrens women's womens veterans specialty rehabilitation surgical
"""))
#: Words naming a service or the people it serves, which may stand between a clinic's
#: name and its head ("Bayou Kids Clinic").
_SERVICE_WORDS = _DEPARTMENT_WORDS | _FACILITY_MODIFIERS | frozenset(split_words("""
    kids kid's kids' women womens children childrens men mens teen teens senior seniors
    access family healthcare wellness
"""))
#: Endings of the adjectives that name a field of medicine ("Interventional", "Pediatric",
#: "Invasive", "Pulmonary", "Vascular", "Nervous").
_ADJECTIVE_ENDINGS = ("al", "ic", "ive", "ary", "ory", "ar", "ous", "ical")
#: Below this frequency a dictionary's word is scarce enough to name a place by itself,
#: unless it ends as the adjectives of practices do ("Naturopathic", "Multispecialty").
_SCARCE_ZIPF = 2.0
_SCARCE_ADJECTIVE_ENDINGS = ("ic", "ive", "ary", "ory", "ous", "ial", "nal", "tal", "ral",
                             "cal", "ty", "ar")
#: Heads that are a room's letters, and a drug's release too ("Guanfacine ER").
_ROOM_HEADS = frozenset({"er", "ed", "ew", "va"})
#: Headings of a table column of rooms ("Room", "Rm #", "Cabin"), and what such a cell
#: holds: a room's number alone ("8231", "4-117", "12B").
_ROOM_HEADING = _regex.compile(r"(?i)(?:room|rm|cabin|stateroom)[ \t]*(?:\#|no\.?)?")
_ROOM_CELL = _regex.compile(r"\d{1,4}[A-Za-z]?(?:-\d{1,4})?")
#: The cells of a heading line that name a room.
_room_columns = columns_headed_by(_ROOM_HEADING)

#: Words that make a practice generic ("General Pediatrics", "Women's Shelter").
_SPECIALTY_WORDS = frozenset(split_words("""
    general developmental adolescent behavioral behavioural academic complex comprehensive
    integrative internal primary women's womens children's childrens men's mens homeless
    domestic violence emergency youth senior seniors affordable low income student
    university hospital-based critical neonatal newborn ambulatory consultative ucsf
    department dept division section service services program
"""))
def _skip_blanks(text: str, pos: int) -> int:
    """``pos`` moved forward over blanks."""
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos


def _skip_back(text: str, pos: int, chars: str) -> int:
    """``pos`` moved back over any of ``chars``."""
    while pos > 0 and text[pos - 1] in chars:
        pos -= 1
    return pos


#: Relatives after whom "in" or "from" and a town give where a family member lives
#: ("SISTER MAFALDA FROM WORCESTER"); each is also read with "s", "'s" and "s'".
_RELATIVES = split_words("""
    son daughter dtr sister brother wife husband family niece nephew mother mom father
    dad friend parent children kids grandson granddaughter cousin aunt uncle relative
    grandmother grandfather grandma grandpa granny stepmother stepfather stepson
    stepdaughter partner fiance fiancee fiancé fiancée girlfriend boyfriend neighbor
    neighbour roommate guardian
""")

_ON_A_STREET = frozenset(split_words("""
    on off near along onto at corner up down past across via"""))
#: ... on a line without case information ("at" also names a time: "AT NOON RD"; "up"
#: and "down" end phrases: "FOLLOW UP DR ...").
_ON_AN_UNCASED_STREET = _ON_A_STREET - {"at", "up", "down", "past", "across", "via"}
#: Suffixes that name a street after "on" even on a line without case information;
#: "ct", "dr", "drive", "court", "pl" and the like also end clinical phrases ("on chest
#: ct", "on hypoxic drive") and are left out.
_UNCASED_STREET_SUFFIXES = frozenset(split_words("""
    street avenue road boulevard lane parkway highway st ave av blvd rd ln pkwy hwy
"""))
#: Nouns before "of" and a street's name ("the corner of Main St", "the end of Tanager Ct").
_CROSSINGS = frozenset(split_words("corner intersection junction end top bottom"))
#: An ordinal number as a street's name ("2nd", "34th", "101st").
_ORDINAL = _regex.compile(r"(?:1[1-3]th|\d{0,2}(?:1st|2nd|3rd|[04-9]th))")
#: A unit's or a door's number and a comma before a street named without one: the
#: address begins there ("No. 52, Avanashi Road", "Unit 4, Knocklyon Road").
_UNIT_BEFORE_STREET: Final = _regex.compile(
    r"(?<![^\s,;:(])(?i:(?:door|plot|house|flat|shop)[ \t]+no\.?|no\.?|unit|flat|apt\.?"
    r"|suite|shop|lot)[ \t]*\d{1,5}[A-Za-z]?(?:[/-]\d{1,4}[A-Za-z]?)?,?[ \t]+\Z")
#: A line's label of up to three words and its colon ("Scene:", "Home address:").
_LINE_LABEL: Final = _regex.compile(r"[A-Za-z][A-Za-z'/-]{0,20}(?:[ \t][A-Za-z'/-]{1,20}){0,2}:")
#: Compass points written before a street's name ("500 W Broadway").
_DIRECTIONS = frozenset(split_words("n s e w ne nw se sw north south east west"))
#: Compass points written out, which name a ward after its floor ("4 West").
_COMPASS_POINTS = frozenset(d for d in _DIRECTIONS if len(d) > 2)
#: Compass points as abbreviated before a street's name, in capitals.
_COMPASS_LETTERS = frozenset(d.upper() for d in _DIRECTIONS if len(d) <= 2)
#: Words that name where something is inside a building, after "4 West" and the like.
_BUILDING_PARTS = frozenset(split_words("""
    tower pavilion wing building bldg annex campus side hall floor unit ward pod
"""))
#: The word after a place, past blanks on its line.
_WORD_AFTER: Final = _regex.compile(r"[ \t]+([A-Za-z]+)")
_OF = frozenset({"of"})
_COMMA = frozenset({","})
_HOSPITAL_UNITS = frozenset(split_words("""
    icu micu sicu ccu cicu nicu picu tcu pacu er ed or icu's er's ed's ccu's nicu's er/ed
    ward wards unit units floor floors
"""))
_COURTS_OF_LAW = frozenset(split_words("""
    probate family superior district juvenile supreme municipal circuit drug housing
    traffic county federal appeals claims bankruptcy small
"""))
#: Words for a county and like subdivisions: a province, a municipality and a
#: prefecture too ("Province of Iloilo", "Municipality of Dingle", "Aichi Prefecture").
_COUNTY_WORDS = frozenset(split_words("""
    county parish township borough district dist lga province municipality prefecture"""))
#: Words for a district of a country, which also head a service's district.
_DISTRICT_WORDS = frozenset(split_words("district dist"))
#: Services that have districts ("Health District", "School District"): no place's name.
_DISTRICT_KINDS = frozenset(split_words("""
    health water business fire sanitation irrigation park parks historic financial
    central special congressional judicial federal school schools utility utilities
    hospital medical conservation transit sewer police court library election
    improvement protection north south east west northeast northwest southeast southwest
    eastern western northern southern"""))

#: Regions smaller than a state that notes name as where people live, summer or come
#: from (HIPAA counts every geographic subdivision smaller than a state). Written by the
#: project from general geography; each is a place in any case ("moved from the bay
#: area", "LIVES ON CAPE COD").
_REGIONS = frozenset(split_words("""
    cape_cod cape_ann martha's_vineyard marthas_vineyard north_shore south_shore metrowest
    metro_west pioneer_valley merrimack_valley blackstone_valley
    north_country southern_tier hudson_valley finger_lakes thousand_islands long_island
    hamptons jersey_shore south_jersey north_jersey central_jersey lehigh_valley delmarva
    eastern_shore hampton_roads research_triangle outer_banks lowcountry space_coast
    treasure_coast emerald_coast gulf_coast florida_keys upper_peninsula twin_cities
    quad_cities tri_cities chicagoland metro_east bay_area silicon_valley
    central_valley san_fernando_valley inland_empire high_desert coachella_valley
    imperial_valley central_coast wine_country puget_sound olympic_peninsula
    treasure_valley wasatch_front hill_country rio_grande_valley
    permian_basin acadiana mississippi_delta ozarks poconos catskills adirondacks
    berkshires white_mountains kenai_peninsula north_slope big_island northern_virginia
    northern_california southern_california central_california
    central_florida south_florida north_florida east_texas west_texas south_texas
    north_texas central_texas western_pennsylvania western_new_york upstate_new_york
    downeast upper_east_side upper_west_side lower_east_side
"""))
#: Regions whose words are everyday or clinical in other senses ("front range of
#: motion", "iron range", "the south side of the bed", "central mass" of a scan):
#: places only where capitals mean something and each word is capitalised.
_CAPITALISED_REGIONS = frozenset(split_words("""
    front_range western_slope big_bend iron_range panhandle tidewater upcountry
    low_country north_bay south_bay magic_valley gold_country capital_region south_side
    west_side east_side north_side south_end north_end back_bay east_bay four_corners
    down_east central_mass western_mass
"""))


def _region_table() -> dict[str, list[tuple[tuple[str, ...], bool]]]:
    """First word -> (the region's words, whether it counts only capitalised), the
    longest first so that "Rio Grande Valley" is tried before any shorter region."""
    table: dict[str, list[tuple[tuple[str, ...], bool]]] = {}
    for names, capitalised in ((_REGIONS, False), (_CAPITALISED_REGIONS, True)):
        for name in names:
            words = tuple(name.split("_"))
            table.setdefault(words[0], []).append((words, capitalised))
    for entries in table.values():
        entries.sort(key=lambda entry: -len(entry[0]))
    return table


_REGION_TABLE = _region_table()
#: Head nouns of practices and services that a place may follow with "of".
_INSTITUTION_HEADS = frozenset(split_words("""
    center centre centers associates practice pediatrics physicians partners group
    specialists services clinic clinics polyclinic care imaging oncology cardiology
    orthopedics orthopaedics dermatology radiology urology surgeons surgery medicine health
    hospice
"""))
_ROUTE_WORDS = frozenset(split_words("us state county interstate route rte highway hwy i"))

_STREET_NOT_NAME = frozenset(
    split_words("""
    hr bp rr sinus nsr afib aflutter svt vt rate rhythm mg mcg cc ml units unit x times
    sats sat temp pulse min max tabs tab doses dose of to in on at by for with and or the
    per pm am hrs days weeks yrs cm mm kg lbs pounds gauge french fr lpm nc l liters via
    lateral inferior anterior posterior septal anteroseptal anterolateral inferolateral
    diffuse precordial limb lead leads ekg ecg tele telemetry monitor repeat new
    """)
)


#: Words that close an organisation's name ("Acme Widget Co.", "Hope Chapel", "Keller
#: Farms"); "L.L.C.", "Co", "Co-op" and "Works" are matched apart, the last three as
#: written.
_ORG_SUFFIX_WORDS = split_words("""
    inc incorporated corp corporation llc llp ltd company companies university college
    academy church foundation institute associates bank industries enterprises agency
    airlines motors technologies insurance laboratories seminary synagogue temple mosque
    cathedral ministries tabernacle chapel parish distributors outfitters farms guild
    expeditions tours society association federation school elementary pharmacy
    apothecary authority fellowship mission vineyards winery brewery brewing distillery
    bakery creamery dairy orchard orchards ranch quarry sawmill lumber foundry refinery
    stevedoring trucking logistics construction manufacturing roofing plumbing landscaping
    cooperative collective collaborative partnership coalition alliance ambulance project
    library lodge district brokerage dispensary charities
""")


#: Nationwide chains, laboratories, payers, centres and charities, named by words no
#: clinical or everyday phrase holds. A name alone says little of where a patient
#: lives, but it is an organisation's name all the same, and with a street ("at
#: Walgreens on Farmington Ave") it places the patient.
_NATIONAL_ORGS = (
    # pharmacies and stores
    "walgreens", "walgreen's", "walgreen", "walmart", "wal-mart", "costco", "kroger",
    "safeway", "publix", "meijer", "wegmans", "albertsons", "hy-vee", "rite aid",
    "rite-aid", "sam's club", "cvs pharmacy", "cvs caremark", "cvs health",
    "caremark", "express scripts", "optumrx", "optum rx", "amazon pharmacy",
    "option care health", "coram", "apria", "lincare", "adapthealth", "concentra",
    "starbucks", "dunkin", "dunkin'", "mcdonald's", "mcdonalds", "home depot", "fedex",
    "uber", "lyft", "doordash", "instacart", "chipotle",
    # health care contractors of jails and prisons; dialysis chains; a home-visiting
    # programme of nurses
    "naphcare", "wellpath", "corizon", "fresenius kidney care", "fresenius medical care",
    "davita", "nurse-family partnership",
    # a resort that places a trip
    "disney world", "walt disney world", "disneyland",
    # laboratories
    "quest diagnostics", "labcorp", "lab corp", "nms labs", "arup laboratories",
    "myriad genetics", "mayo clinic laboratories",
    # payers
    "aetna", "cigna", "humana", "unitedhealthcare", "united healthcare",
    "anthem blue cross", "blue cross blue shield", "blue cross", "blue shield",
    "bcbs", "kaiser permanente", "molina healthcare", "centene", "wellcare",
    "ambetter", "amerigroup", "caresource", "highmark", "anthem", "tricare", "champva",
    # states' Medicaid programmes
    "ahcccs", "kancare", "medi-cal", "masshealth", "tenncare", "soonercare", "badgercare",
    "mainecare", "peachcare", "husky health", "mo healthnet", "hoosier healthwise",
    # centres and charities
    "md anderson", "m.d. anderson", "cleveland clinic", "johns hopkins",
    "planned parenthood", "salvation army", "red cross", "ronald mcdonald house",
    "habitat for humanity", "ymca", "ywca")
#: Tokens the names in ``_NATIONAL_ORGS`` open with.
_NATIONAL_FIRST = frozenset(
    first for name in _NATIONAL_ORGS
    for first in (name.split()[0], regex.split(r"[-'.]", name)[0]))

#: Organisation suffixes of schools and libraries, which a grade's or a kind's word
#: ("MIDDLE", "PUBLIC") may precede on a line in capitals.
_SCHOOL_SUFFIXES = frozenset(split_words("school elementary academy library district"))
#: Kinds of school district, generic before a school's suffix on a line in capitals
#: ("VALLEY CONSOLIDATED SCHOOL DISTRICT"); with capitals that mean something they may
#: stand first ("Central Consolidated School District").
_SCHOOL_DISTRICT_KINDS = frozenset(split_words(
    "consolidated unified independent joint township"))

#: Titles before a person's name: "& Dr Lee" after a practice names a partner, no part
#: of the firm's name.
_PERSON_TITLES = frozenset(split_words("dr drs mr mrs ms miss mx prof rev"))


def _opens_street_name(word: str, key: str) -> bool:
    """"Old" or "New" (``key``) written as a title: a street's first word ("Old Mill Rd",
    "New Hope Road"), though both are stop words elsewhere ("the new Rd")."""
    return key in ("old", "new") and word.istitle()


def _alt(words: Iterable[str]) -> str:
    return "|".join(sorted({regex.escape(w) for w in words}, key=len, reverse=True))


def as_document(doc: DocumentLike) -> Document:
    """The recognizers need the case helpers of :class:`Document`."""
    if isinstance(doc, Document):
        return doc
    return Document(doc.text, doc.lexicon)


@lru_cache(maxsize=1)
def _lexicon() -> Lexicon:
    return load_lexicon()


def zipf(word: str) -> float:
    """Zipf frequency (log10 per billion words) of a word in English; 0 when unknown."""
    freq = _lexicon().english_freq(word)
    if freq <= 0:
        return 0.0
    import math

    return math.log10(freq * 1e9)


def is_protected(word: str) -> bool:
    return _lexicon().is_protected(word)


def _names_care(key: str) -> bool:
    """A word that names a kind of care, not who gives it: an adjective of a field
    ("Interventional"), a service word ("Pediatric"), a clinical noun that narrows a
    specialty ("Transplant") or an eponym ("Mohs")."""
    return key.endswith(_ADJECTIVE_ENDINGS) or key in _SERVICE_WORDS or (
        key in _SUBSPECIALTY_NOUNS) or _lexicon().is_eponym(key)


def _verb_form(key: str) -> bool:
    """A dictionary word inflected like a verb ("attends", "called", "calling"; not
    "Ross"): opening a sentence before a facility, it is no part of the name."""
    return is_protected(key) and key.endswith(("s", "ed", "ing")) and not key.endswith("ss")


#: Words that end the value of an organisation's field: the next field's label or the
#: start of a number ("Suncoast Health Plan ID SHP-...", "Empire Keystone Member #").
_ORG_FIELD_STOP = frozenset(split_words("""
    id # no nr num number member policy group grp claim acct account phone ph tel
    fax adjuster contact mrn cycle accession req requisition consult case auth
    subscriber effective eff exp expires dos dob attn rep representative
"""))

#: Zipf below which a known town's name that the protect list does not hold is the town
#: after a weak cue on a line whose case means nothing ("from worcester", "IN CAMBRIDGE").
_TOWN_ONLY_ZIPF = 4.0

#: Zipf from which a word is among the most frequent of English ("beginning", "end"):
#: alone after a capitalised "The" it names nothing.
_EVERYDAY_ZIPF = 5.0

#: Zipf below which a word is "rare" (not ordinary vocabulary).
RARE_ZIPF = 3.0
#: Below this an English word is uncommon enough to be read as a place's after a street
#: ("Harrow").
_UNCOMMON_ZIPF = 3.5

#: Parts of place names built from two words ("Hill" + "crest", "Sunny" + "brook").
_PLACE_FIRSTS = tuple(split_words("""
    lake hill brook stone north south east west bay sunny ridge ash pine oak maple cedar
    elm birch willow river harbor harbour spring green fair glen meadow wood wild rock
    clear silver gold golden red white black blue crest bright deer fox eagle hawk mill
    shore sea ocean bridge haven park fern rose lark kings queens windy cold cool sand
    salt beach cliff heather ever long crystal pleasant mead holly apple cherry orchard
    beech hazel briar bramble thorn summer winter autumn morning sun moon star
"""))
_PLACE_FIRST_HEADS = frozenset(first[:3] for first in _PLACE_FIRSTS)
_PLACE_ENDINGS = frozenset(split_words("""
    side crest view brook wood woods field fields ridge haven gate dale glen vale ford
    bridge stone hurst grove land shore port mont mead meadow meadows park point pointe
    wick worth hill hills holm hollow lake creek bay mere cliff cliffs haven heights
    knoll bluff springs harbor harbour landing run
"""))
#: Compound words built that way that are ordinary English or clinical words.
_NOT_PLACE_COMPOUNDS = frozenset(split_words("""
    highway gateway northwest northeast southwest southeast overview sidewalk whitewater
    woodland woodlands waterway landmark stonewall hallway railway driveway longview
    sunshine springfield wildfire rockland parkland parkway bayview
"""))


@lru_cache(maxsize=4096)
def place_compound(key: str) -> bool:
    """Whether a lower-case word is a place-name compound ("hillcrest", "sunnybrook")
    that is no common English word."""
    if not 7 <= len(key) <= 16 or not key.isalpha() or key in _NOT_PLACE_COMPOUNDS:
        return False
    for first in _PLACE_FIRSTS:
        if key.startswith(first):
            rest = key[len(first):]
            if len(rest) >= 3 and rest in _PLACE_ENDINGS:
                return zipf(key) < COMPOUND_MAX_ZIPF
    return False


_EPONYM_HEADS = EPONYM_HEADS | EPONYM_NOUNS
#: Compounds at least this frequent in English are ordinary words ("riverside" stays a
#: name; "highway" does not get this far).
COMPOUND_MAX_ZIPF = 3.3

#: A company's legal form, which may follow its name after a comma ("Acme, Inc.").
_LEGAL_FORMS = frozenset(split_words("inc corp ltd llc llp pllc l.l.c"))

#: Head words of a business or a practice, after the place name it is called by.
_BUSINESS_HEADS = frozenset(split_words("""
    group associates partners physicians pediatrics medicine health healthcare pt therapy
    rehab surgery surgical orthopedics orthopaedics orthopedic cardiology dermatology
    clinic clinics ledger gazette tribune herald plumbing roofing electric engineering
    logistics distribution construction motors foods farms dairy bakery realty
    properties estates apartments apts homes manor village lodge prep shelter residence
    coop co-op credit dental dentistry optometry chiropractic podiatry imaging radiology
    urology oncology counseling counselling women's pharmacy drug drugs
"""))
#: Head words that only a business ends with ("Wild Flour Bakery", "Pecos Basin
#: Drilling", "Reef Blue Charters"): any capitalised words before them that no list
#: marks as generic name the business.
_TRADE_HEADS = frozenset(split_words("""
    bakery bakeries restaurant restaurants cafe café diner pizzeria tavern saloon brewery
    winery distillery deli drilling fabrication cooperative genomics biosciences
    pharmaceuticals charters shipyard aggregates logistics trucking freight contractors
    landscaping plumbing roofing manufacturing motors salon barbershop architects realty
    outfitters apparel boutique catering staffing taxi limousine airways railroad
    publishing bookstore laundromat marina hotel motel resort casino kennel kennels
    montessori preschool daycare orchards mortgage packaging warehouse coal mining
    seafood seafoods fisheries espresso roasters chemist chemists propane pantry taproom
    brewpub jail jails prison penitentiary reformatory mortuary crematorium pub towing
    buffet steakhouse bistro cantina taqueria eatery fitness gym crossfit dojo lanes
    thrift liquor adventures tattoo cryobank bookkeeping
"""))
#: Heads of a shop, an eatery or a bar that a possessive owner names ("Bowling's
#: Grocery", "ROMANO'S BAKERY", "ng's kitchen", "Mac Giolla Bhride's Bar").
_OWNED_HEADS = frozenset(split_words("""
    grocery groceries market kitchen bar grill pub inn tavern saloon lounge diner cafe
    café bistro bakery restaurant pizzeria pizza deli salon barbershop garage hardware
    liquors liquor tailors cleaners
"""))
#: Possessives before such a head that name no owner: a relative, a group, a time, a
#: patient ("mom's kitchen", "Women's Market", "today's lunch", "pt's kitchen").
_NOT_OWNERS = frozenset(_RELATIVES) | frozenset(split_words("""
    women men children kids people veterans workers seniors babies mothers fathers
    patient patients pt pts client today tomorrow yesterday week weekend year everyone
    someone anyone nobody somebody doctor nurse farmer farmers baker bakers teacher chef
    chefs
"""))
#: Head words of an organisation that also name a service, a department or a thing
#: ("Fenway Health", "Desert Air Medical", "Copper State Health Plan"; "Urgent Care",
#: "Home Medical Equipment"): the words before them need a distinctive word
#: (``_distinctive``).
_BRANDED_HEADS = _INSTITUTION_HEADS | _BUSINESS_HEADS | frozenset(_SPECIALTY_HEADS) | \
    frozenset(split_words("""
    program network diagnostics consultants medical respiratory rehab vna plan labs
    laboratories laboratory therapy supply supplies foods market bar grill pub inn lodge
    spa gym studio fitness energy pizza construction consulting engineering smiles
    helpers companions caregivers psychiatric facility institution chapel rx home mgmt
    coffee camp registry depot mutual club chc fqhc
    """))
#: Heads written as capitals after a name in mixed case: a visiting nurses' association
#: and a (federally qualified) community health centre ("Riverbend CHC").
_ACRONYM_HEADS = frozenset({"vna", "chc", "fqhc"})
#: The heads that name an organisation on a line in capitals or in lower case, where a
#: word's case tells nothing ("OZARK MOUNTAIN RESPIRATORY CARE"); the others there
#: mostly end a treatment or a service ("ANTIBX THERAPY", "CA CHLORIDE INFUSION").
_UNCASED_HEADS = _TRADE_HEADS | frozenset(split_words("""
    group associates partners physicians specialists consultants health healthcare
    medical rehab respiratory clinic polyclinic practice center centre laboratory
    laboratories labs supply supplies pizza inn lodge foods market homes vna network
    diagnostics psychiatric pediatrics dentistry medicine care imaging dermatology
    cardiology orthopedics radiology urology oncology institution facility
"""))
#: Words that businesses and practices take their names from because they evoke a
#: landscape, a direction or a virtue ("Cascade Pathology Group", "Granite Peak Health
#: Plan", "Lone Star Aggregates"); none is a clinical term. A run of capitalised words
#: holding one before an organisation's head names the organisation.
_BRAND_WORDS = frozenset(split_words("""
    valley valleys mountain mountains peak peaks summit ridge ridges crest canyon mesa
    desert prairie plains meadow meadows forest grove lake lakes river rivers bay cape
    coast coastal seacoast shore shores island islands ocean pacific atlantic gulf bayou
    harbor harbour springs falls creek brook glen highland highlands tidewater piedmont
    bluegrass cascade cascades sierra rocky ozark ozarks appalachian basin hills granite
    stone copper silver golden cedar pine oak maple birch willow aspen magnolia cypress
    redwood sequoia evergreen sunrise sunset horizon horizons skyline vista keystone
    cornerstone crossroads gateway beacon compass anchor lighthouse pinnacle apex meridian
    frontier pioneer heritage liberty patriot eagle falcon lone star sky hebrew catholic
    episcopal baptist methodist presbyterian lutheran adventist deaconess samaritan mercy
    providence tri heartland
"""))
#: Compass words, distinctive only where capitals mean something: on a line in capitals
#: they name wings and units ("TO 12 WEST REHAB", "NORTH CARE UNIT").
_COMPASS_BRANDS = frozenset(split_words("""
    north south east west northern southern eastern western northwest northeast
    southwest southeast northwestern northeastern southwestern southeastern midwest
    midwestern
"""))
#: Public services named after their town ("Fresno PD", "Duluth Police", "Omaha Fire"):
#: a known town before them needs to be only fairly uncommon as an English word.
_PUBLIC_SERVICE_HEADS = frozenset(split_words("""
    pd fd police fire sheriff sheriff's ems schools isd usd
"""))
#: Ranks before a service's head, which are no towns ("Deputy Sheriff", "Chief Deputy").
_RANKS = frozenset(split_words("deputy chief assistant senior"))
#: A count, a length of stay or a year after a country ("x3", "3 wks", "2019").
_COUNT_OR_SPAN = _regex.compile(r"[xX]?\d")
#: Words that may follow "<city>, <country>" (a modifier would follow a country used as
#: an adjective: "India ink", "Vietnam veteran").
#: Words before a place that say where, and nothing more ("in", "near", "towards"): the
#: weak location cues, and what may stand before a place's name that ends in a landscape
#: word.
_WHERE_WORDS = ("in", "from", "to", "near", "at", "outside", "around", "toward", "towards")
#: "From" in Norwegian, Danish, Swedish, German and Dutch, before a town the lists
#: know as before the English word ("Ambulanse fra Stryn", "aus Kassel").
_FROM_ABROAD = ("fra", "från", "frå", "aus", "uit", "vanuit")
#: The weak location cues: those words, and "visiting" and "@".
_WEAK_CUE_WORDS = (*_WHERE_WORDS, *_FROM_ABROAD, "visiting", "@")
_AFTER_COUNTRY = frozenset(split_words("""
    and or in on at to for from since until last this next where with who when as by
""")) | frozenset(MONTHS)  # or a date: "Kampala, Uganda Dec 2-6"
#: Towns named like a dwelling or a part of one ("House", "Home", "Van"): after "lives
#: in" they are the dwelling, unless written with a capital where case means something.
_DWELLINGS = frozenset(split_words("house home van village street"))
#: Words of housing that no town's name holds after "lives in" ("Senior Housing",
#: "Assisted Living", "Sober Living Facility").
_HOUSING_WORDS = frozenset(split_words("""
    housing living apartment apartments apt apts facility facilities shelter unit units
    complex residence residences care center centre program section hospital hotel motel
    camp jail prison"""))
#: A word in title case, letters only ("Rough", "O'Neill").
_TITLED = _regex.compile(r"\p{Lu}\p{Ll}+(?:'\p{Lu}?\p{Ll}+)?")
#: Zipf below which a capitalised protected word after a residence cue is a place.
FOREIGN_PLACE_ZIPF = 3.7
#: Zipf from which a single-word city name counts as a common word.
COMMON_ZIPF = 4.0


class _After(NamedTuple):
    """A place right after a facility or a street address (see ``_city_after``)."""

    start: int
    end: int
    name: str  # the key remembered for propagation
    of: bool  # joined by "of" rather than a comma
    known: bool  # a known city (not only a rare word after "of")

@dataclass
class _Ctx:
    doc: Document
    text: str
    tokens: list[Token]
    starts: list[int]
    spans: list[Span]
    found_words: dict[str, PhiType]
    hits: dict[str, list[int]]
    masks: dict[PhiType, bytearray] = field(default_factory=dict)
    #: Where a facility's head stood with no name taken before it ("SHORES REHAB").
    unnamed_heads: list[int] = field(default_factory=list)
    #: Where each facility's head word ends, named or not.
    facility_ends: list[int] = field(default_factory=list)
    #: Where the note's top lines end (see ``PlacesRecognizer._on_top_lines``); -1 until
    #: asked.
    top_end: int = -1

    def token_index_at(self, pos: int) -> int:
        """Index of the first token starting at or after ``pos``."""
        return bisect.bisect_left(self.starts, pos)


#: A run of letters and digits.
_WORD_CHARS: Final = _regex.compile(r"[^\W_]+")


def _state_or_country(words: str) -> bool:
    """``words`` name a state (its postal letters in capitals) or a country: what an
    address may close with, identifying no one."""
    return words in _STATE_ABBR_SET or words.lower() in STATE_NAMES or (
        words.lower() in COUNTRIES)


def _gridded_number(word: str) -> bool:
    """A house number after its grid's direction ("N2714", "W5678"), as rural Wisconsin
    and Utah number their houses."""
    return len(word) >= 4 and word[0] in "NSEW" and word[1:].isdigit()


class PlacesRecognizer:
    """ADDRESS, LOCATION and ORG spans."""

    name = "places"

    def __init__(self, redact_room_numbers: bool = True) -> None:
        self.redact_room_numbers = redact_room_numbers

    # ---- patterns -----------------------------------------------------------------

    _STREET = _regex.compile(
        r"(?<![\w./#-])"
        # a unit before the house number after a slash, as Australia writes it ("7/23")
        # (or a half after it, as a lot split in two is numbered: "218 1/2 Delmar Ave")
        r"(?P<num>(?:\d{1,4}[A-Za-z]?/|(?-i:[NSEW])(?=\d{3}))?\d{1,6}(?:[A-Ha-h](?![A-Za-z0-9]))?"
        r"(?:-\d{1,5})?"
        # (or a capital after a hyphen: "1520-B Kalihi Pl", one of two houses on a lot)
        r"(?:-[A-Z](?![A-Za-z0-9]))?"
        r"(?:[ \t]1/2)?)"
        r"[ \t]+(?P<dir>(?i:north|south|east|west|n|s|e|w|ne|nw|se|sw)\.?[ \t]+)?"
        # (letters with accents and macrons too: "14 Mānuka Place", "3 Rue Lévesque");
        # one blank between the name's words, so that a column gap ends the street
        # ("2210 Bluestem Rd  Oskaloo Springs KS": not a street "... Oskaloo Springs")
        r"(?P<name>(?:[\p{L}0-9][\p{L}\p{M}0-9'&-]{0,30}\.?[ \t]){0,3}"
        r"[\p{L}0-9][\p{L}\p{M}0-9'&-]{0,30})[ \t]+"
        r"(?P<suffix>(?i:" + _alt(STRONG_STREET_SUFFIXES + WEAK_STREET_SUFFIXES) + r"))"
        r"(?![A-Za-z0-9])(?P<dot>\.)?"
        r"(?P<dir2>[ \t]+(?i:n|s|e|w|ne|nw|se|sw)\.?(?![A-Za-z0-9]))?"
        # a street numbered after its type, then a unit or a comma, as Singapore writes
        # an estate's streets ("Blk 318 Tampines St 33 #11-245")
        r"(?:[ \t]\d{1,3}(?=[ \t]*(?:\#[ \t]*\d|,)))?"
        r"(?P<unit>,?[ \t]*(?:\d{1,2}(?i:st|nd|rd|th)[ \t]+(?i:fl|flr|floor)\.?"
        r"|(?i:apt|apartment|unit|suite|ste|bldg|building|fl|floor|rm|room"
        r"|\#)\.?[ \t]*\#?[ \t]*[A-Za-z0-9-]{1,6}"
        r"|(?i:lot|trailer|trlr|space|spc)\.?[ \t]*\#?[ \t]*\d[A-Za-z0-9-]{0,5})(?![A-Za-z0-9]))?"
    )
    _STRONG_SUFFIX_SET = frozenset(STRONG_STREET_SUFFIXES)
    _COMMA_CAPITAL = _regex.compile(r"[ \t]*,[ \t]*\p{Lu}")
    # "1601 Route 40", "12 County Road 5": numbered roads; "8800 Avenue 14", as the
    # farm country of California numbers its avenues; "N2714 County Rd V", a county's
    # road named by letters, the house numbered by its grid's direction, as Wisconsin does;
    # "8840 Ranch Road 620 N", "12400 FM 1960 W": Texas's farm and ranch roads, whose
    # letters ("FM", "RM", "RR") need a house number of four digits or more and a road
    # number of three, so that "HR 110 RR 122" stays.
    _HIGHWAY = _regex.compile(
        r"(?P<num>(?-i:[NSEW](?=\d{3}))?\d{1,6})[ \t]+"
        r"(?P<name>(?i:(?:us|state|county|interstate|ranch|farm[ \t]+to[ \t]+market"
        r"|ranch[ \t]+to[ \t]+market)[ \t]+)?)"
        r"(?P<suffix>(?i:route|rte|highway|hwy|road|rd)"
        r"|(?<=\d{3}[ \t]+)(?-i:Avenue|Ave|AVENUE|AVE)"
        r"|(?<=\d{4}[ \t]+)(?-i:FM|RM|RR)(?=[ \t]+\d{3}))[ \t]+"
        r"(?:\d{1,4}[A-Za-z]?|(?<=(?i:county)[ \t]+(?i:road|rd|highway|hwy)[ \t]+)"
        r"(?-i:[A-Z]{1,2}))(?![\w])(?:[ \t]+(?-i:[NSEW])(?![\w.]))?"
    )
    _ADDRESS_CUE = _regex.compile(
        r"(?i)(?:\b(?:lives?|living|resides?|residing|located|home|address|addr|moved|"
        r"staying|stays)\b[^\n]{0,20}|\baddress[ \t]*[:=-]?[ \t]*)$"
    )
    #: Words of :attr:`_ADDRESS_CUE` that a bare street may follow.
    _CUE_WORDS = frozenset(split_words("""
        lives live living resides reside residing address addr moved staying stays
    """))
    _BARE_STREET = _regex.compile(
        r"(?P<num>\d{1,6})[ \t]+(?:(?P<dir>[NSEW]|NE|NW|SE|SW|North|South|East|West)\.?[ \t]+)?"
        r"(?P<name>[A-Z][a-z'-]{2,24}(?:[ \t]+[A-Z][a-z'-]{2,24})?)"
        r"(?=[ \t]*(?:[,;\r\n]|$|(?i:apt|apartment|unit|suite|ste)\b|\#))",
        flags=regex.MULTILINE,
    )
    _ADDRESS_CONTINUATION = _regex.compile(
        r"^\.?,?[ \t]*(?:(?i:apt|apartment|unit|suite|ste)\b|\#|(?i:in)[ \t]+[A-Z]"
        r"|\d{1,2}(?i:st|nd|rd|th)[ \t]+(?i:floor|fl)\b"
        r"|[A-Za-z .'-]{2,30},[ \t]*(?:" + "|".join(STATE_ABBRS) + r"|(?i:"
        + _alt(STATE_NAMES) + r"))\b|\d{5}(?![\w]))"
    )

    #: A comma and one to three words closing the clause after a street on a line in one
    #: case: its town ("88 weller st, north tamsin.").
    _UNCASED_TOWN_AFTER = _regex.compile(
        r"\.?,[ \t]*[A-Za-z][A-Za-z'-]{1,24}(?:[ \t][A-Za-z][A-Za-z'-]{1,24}){0,2}"
        r"[ \t]*(?:[.;)]|\r|\n|\Z)")

    #: A field labelled as an address, at a line's start or after a column gap, its
    #: value up to the line's end, a column gap or a sentence's end ("Address: Blk
    #: 12 Lot 7, Mabini St., Brgy. Concepcion"; "E-mail address:" and "IP address:"
    #: label no place).
    _ADDRESS_FIELD = _regex.compile(
        r"(?im)(?:^|(?<=[ \t]{2}|\t))[ \t]*(?:(?:home|residential|permanent|present"
        r"|postal|mailing|current|street|usual|previous|temporary)[ \t]+)?(?:address|addr\.?"
        # (the label in Malay and Indonesian, Spanish, French and German, Portuguese,
        # Swedish, Dutch, Czech and Polish, Italian, Finnish)
        r"|alamat|direcci(?:ó|o)n|domicilio|adresse|adress|adresa|adres|endere(?:ç|c)o"
        r"|morada|anschrift|indirizzo|osoite)[ \t]*:[ \t]*"
        r"(?P<value>[^\t\r\n;]{3,160}?)"
        # (up to a column gap, a semicolon, the line's end or a sentence's end after a
        # word, not an abbreviation: "Lot 41, Glen Ashby. Phone on file"; "Co. Galway")
        r"(?=[ \t]{2}|[\t;]|[ \t]*(?:\r|\n|\Z)|(?<=\p{Ll}{4})\.[ \t])")
    #: A house's number after the word that opens it where streets have no house
    #: numbers of their own: a plot, a block and a lot, a stand, a door or a house
    #: number ("Plot 41", "Blk 12 Lot 7", "Stand 3318", "D.No 7-112", "H.No 4-1-77"; a
    #: house or a villa before a comma: "House 12, Okonkwo Close");
    #: and a cross or main road numbered as an ordinal ("2nd Cross", "11th Main").
    _HOUSE_OPENER = _regex.compile(
        r"(?<![\w.])(?:(?:Plot|PLOT|Blk|BLK|Block|BLOCK|Stand|STAND)(?:[ \t]+(?i:no)\.?)?"
        r"|(?<!\p{Lu}[\p{L}'-]{0,20}[ \t])(?:House|HOUSE|Villa|VILLA)(?=[ \t]+\d{1,5},)"
        r"|[DH]\.?[ \t]?(?:No|NO)\.?|(?:Door|DOOR|Flat|FLAT)[ \t]+(?i:no)\.?)[ \t]*\#?[ \t]*"
        r"\d{1,5}(?:[-/][0-9A-Za-z]{1,5}){0,3}(?:[ \t]+(?:Lot|LOT)[ \t]*\d{1,4})?(?![\w])"
        # (and a township's numbered part after a comma: "Stand 2231, Extension 11",
        # "House 4417, Section K", "Villa 17, Street 23")
        r"(?:,[ \t]*(?:Section|SECTION|Extension|EXTENSION|Ext\.|EXT\.|Phase|PHASE|Sector"
        r"|SECTOR|Zone|ZONE|Street|STREET)[ \t]+(?:\d{1,4}|[A-Z]{1,2})(?![\w])"
        # (or a comma and the next part, or the street's name: "Blk 471 Tampines")
        r"|(?=,?[ \t]*[\p{Lu}\d\#]))"
        r"|(?<![\w.])\d{1,2}(?:st|nd|rd|th)[ \t]+(?:Cross|Main|CROSS|MAIN)"
        r"(?:[ \t]+(?i:road|rd|street|st)\.?)?(?![\w])")
    #: Tokens (lower case) where ``_HOUSE_OPENER`` may match: its opening words and
    #: ordinals.
    _HOUSE_OPENER_KEYS: Final = frozenset(
        {"plot", "blk", "block", "stand", "d", "h", "door", "flat", "house", "villa"}
        | {f"{n}{'th' if 10 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
           for n in range(1, 100)})
    #: Street words of a value that says a place without a digit ("Cnoc na Greine,
    #: Lisheen Road").
    _STREET_WORDS = frozenset(STRONG_STREET_SUFFIXES) | frozenset(WEAK_STREET_SUFFIXES)

    _PO_BOX = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:(?:g?p\.?[ \t]?o\.?[ \t]?|post[ \t]+office[ \t]+|pob[ \t]*)"
        # rural and highway-contract routes: "RR 2 Box 118", "HC 61 Box 40"
        r"|(?:rr|r\.r\.|rural[ \t]+route|rt|rte|route|hc|star[ \t]+route"
        # military post: "PSC 4110 Box 2217", "CMR 402 Box 1180", "Unit 2050 Box 4190"
        r"|psc|cmr|unit)[ \t]*\#?[ \t]*\d{1,5}[ \t]*,?"
        r"[ \t]*)box[ \t]*\#?[ \t]*\d{1,7}[A-Za-z]?(?![\w])"
        r"|(?-i:APO|FPO|DPO)[ \t]+(?-i:AA|AE|AP)[ \t]+\d{5}(?:-\d{4})?(?![\w])"
        # the bags of New Zealand, Australia and West Africa, a US private mailbox:
        # "Private Bag 3201", "Locked Bag 7", "PMB 2045"; South Africa's bags carry an X
        # ("Private Bag X2047")
        r"|(?-i:(?:Private|Locked)[ \t]+(?:Mail[ \t]+)?Bag|(?:PRIVATE|LOCKED)[ \t]+"
        r"(?:MAIL[ \t]+)?BAG|PMB|P\.M\.B\.?)"
        r"[ \t]*\#?[ \t]*(?-i:X)?\d{1,7}(?![\w])"
    )
    #: A numbered road named without a house number: "on Route 9", "off I-95".
    _ROUTE = _regex.compile(
        r"(?i)(?:(?:(?:us|state|county|interstate)[ \t]+)?(?:route|rte|highway|hwy|road|rd)"
        r"(?:[ \t]*-[ \t]*|[ \t]+)|interstate[ \t]+"
        # (iodine's isotopes are no interstates: "I-131")
        r"|(?-i:I)-?(?=\d)(?!(?:123|124|125|131)(?!\d)))\d{1,4}[A-Za-z]?"
        r"(?![\w]|[.,/]\d)"
    )
    #: The direction of a numbered road's lanes after a house number on it ("9020
    #: Interstate 40 W, Amarillo").
    _ROUTE_DIRECTION_AFTER = _regex.compile(
        r"[ \t]+(?:[NSEW]|North|South|East|West|NORTH|SOUTH|EAST|WEST)(?=[ \t]*[,;\r\n]|\Z)")
    #: The mile marker or exit that pins a spot on that road ("I-25 near mile marker 184").
    _MILE_AFTER = _regex.compile(
        r"(?i)[ \t]*,?[ \t]*(?:(?:near|at|by)[ \t]+)?(?:mile[ \t]*(?:marker|post)|milepost|mm|"
        r"exit)[ \t]*\#?[ \t]*\d{1,4}[A-Za-z]?(?![\w])"
    )
    _APARTMENT = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:(?:apt|apartment|suite|ste)\.?[ \t]*\#?[ \t]*"
        r"\d{1,5}[A-Za-z]?(?![\w])"
        # a British flat before its house number ("Flat 3, 17 Corve Street"), and an
        # Australian shop or floor before a numbered street ("Shop 6, 118 Wattletree Rd")
        r"|(?-i:Flat|FLAT)[ \t]+\d{1,4}[A-Za-z]?(?=,[ \t]*\d)"
        r"|(?-i:Shop|SHOP|Level|LEVEL|Unit|UNIT|Floor|FLOOR)[ \t]+\d{1,4}[A-Za-z]?"
        r"(?=,[ \t]*(?P<street>\d)))"
    )
    #: Words of a hospital's room before "Suite" ("IR Suite 2", "Endoscopy Suite 3").
    _ROOM_BEFORE_SUITE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:ir|or|endo|endoscopy|procedure|procedures|cath|hybrid|imaging"
        r"|mri|ct|theatre|theater|recovery|infusion|treatment|dialysis|labou?r|delivery"
        r"|birthing|surgical|operating|angio|interventional|sim|simulation)[ \t]+\Z")
    _ZIP_CUED = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:zip|zipcode|zip[ \t]+code|postal[ \t]+code)[ \t]*[:#=-]?[ \t]*"
        r"(?P<zip>\d{5}(?:-\d{4})?)(?![\w]|-\d)"
    )
    # Postal codes of other countries. A Canadian code has a shape of its own ("M5G 2C2");
    # British and Irish codes (and Australian ones after a state) are taken after a
    # capitalised word ("Harrogate HG2 8PT", "Dublin D01 K2P4", "Bondi NSW 2026") or a
    # postcode cue.
    # Geographic coordinates locate a person more finely than any ZIP code. A latitude
    # and a longitude with their hemisphere letters ("44.9778 N, 93.2650 W",
    # "44°58'40\"N 93°15'54\"W") are taken anywhere; a bare signed pair
    # ("44.97781,-93.26502") and a lone "lat 44.978" only after a coordinate cue, since
    # "12.50 N" is also a force in newtons.
    _DEGREES = (r"\d{1,3}(?:\.\d{2,8}[ \t]?°?|°(?:[ \t]?\d{1,2}(?:\.\d{1,4})?[′']"
                r"(?:[ \t]?\d{1,2}(?:\.\d{1,4})?(?:″|\"|''))?)?)")
    _COORDINATE_PAIR = _regex.compile(
        rf"(?<![\w.])(?:{_DEGREES}[ \t]?[NS][ \t]*[,;/]?[ \t]*{_DEGREES}[ \t]?[EW]"
        rf"|[NS][ \t]?{_DEGREES}[ \t]*[,;/]?[ \t]*[EW][ \t]?{_DEGREES})(?![\w])")
    #: Digit shapes one of which a decimal coordinate with its hemisphere holds.
    _COORDINATE_SHAPES = (b"00 n", b"00n", b"00 s", b"00s", b"n 0.00", b"n 00.00",
                          b"s 0.00", b"s 00.00", b"n0.00", b"n00.00", b"s0.00", b"s00.00")
    _COORDINATE_CUES = frozenset({
        "gps", "lat", "latitude", "lon", "long", "longitude", "coordinates", "coords",
        "coord", "geotag", "geotagged", "geolocation", "latlong", "latlon", "lat-long",
        "location", "loc", "pin", "pinned", "what3words",
    })
    _CUE_WORD = _regex.compile(r"[a-z0-9]+(?:-[a-z]+)?")
    _CUED_COORDINATES = _regex.compile(
        r"(?i)(?<![\w.])(?P<pair>[+-]?\d{1,2}\.\d{3,8}°?[ \t]*,[ \t]*[+-]?\d{1,3}\.\d{3,8}°?)"
        r"(?![\w]|\.\d)"
        r"|\b(?:lat(?:itude)?|lon(?:g(?:itude)?)?)[.:=]?[ \t]*(?P<one>[+-]?\d{1,3}\.\d{3,8}°?)"
        r"(?![\w]|\.\d)")

    _CANADIAN_POSTCODE = _regex.compile(
        r"[ABCEGHJ-NPRSTVXY](?<![A-Za-z0-9].)[0-9][ABCEGHJ-NPRSTV-Z][ -][0-9]"
        r"[ABCEGHJ-NPRSTV-Z][0-9](?![A-Za-z0-9])"
    )
    # (UK, Irish Eircode, Australian state and postcode.) Each form starts with a capital:
    # it is read first and the look-behind checked after it, which makes the scan several
    # times faster than a look-behind at every position; each later branch re-reads that
    # first capital behind it.
    _FOREIGN_POSTCODE = _regex.compile(
        r"(?P<code>[A-Z](?<![A-Za-z0-9].)(?:[A-Z]?[0-9][A-Z0-9]?[ \t][0-9][ABD-HJLNP-UW-Z]{2}"
        r"|(?<=[AC-FHKNPRTV-Y])[0-9][0-9W][ \t][AC-FHKNPRTV-Y0-9]{4}"
        r"|(?:(?<=N)SW|(?<=V)IC|(?<=Q)LD|(?<=T)AS|(?<=A)CT|(?<=N)T)[ \t]+[0-9]{4}))"
        r"(?![A-Za-z0-9])"
    )
    #: What every Canadian and every other foreign postcode holds, read from a digit:
    #: a scan that starts at a digit runs many times faster than one that starts at each
    #: capital, so the postcode patterns run only where one of these is found.
    _CANADIAN_POSTCODE_DIGITS = _regex.compile(
        r"[0-9][A-Z][ -][0-9][A-Z][0-9](?![A-Za-z0-9])")
    _FOREIGN_POSTCODE_DIGITS = _regex.compile(
        r"[0-9](?:[ABD-HJLNP-UW-Z]{2}|[0-9W][ \t][AC-FHKNPRTV-Y0-9]{4})(?![A-Za-z0-9])")
    _AUSTRALIAN_STATE_POSTCODE = _regex.compile(
        r"[0-9]{4}(?![A-Za-z0-9])(?<=(?:NSW|VIC|QLD|TAS|ACT|NT)[ \t]+[0-9]{4})")
    #: What must come right before such a postcode: a capitalised word (and a comma),
    #: perhaps a city with its postal district ("Dublin 16, D16 R2W7"), or a postcode cue;
    #: perhaps closing the line before, as a letterhead writes the town and the postcode
    #: on lines of their own.
    _BEFORE_POSTCODE = _regex.compile(
        r"(?:[A-Z][A-Za-z'.-]{1,30}(?P<district>[ \t]+[1-9][0-9]?W?)?,?"
        r"|(?i:post[ \t]?code|postal[ \t]+code|eircode)[ \t]*:?)"
        r"[ \t]*(?:\r?\n[ \t]*)?\Z"
    )
    # A state after a comma or space, optionally followed by a ZIP code.
    _STATE = _regex.compile(
        r"(?P<sep>,[ \t]*|[ \t]+)(?P<state>(?:" + "|".join(STATE_ABBRS) + r")(?![A-Za-z])"
        r"|(?i:" + _alt(STATE_NAMES) + r")(?![A-Za-z]))\.?"
        r"(?:[ \t,]{1,3}(?P<zip>\d{5}(?:-\d{4})?)(?![\w]|-\d))?"
    )

    _RESIDENCE_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:"
        r"lives?(?:[ \t]+(?:alone|here|nearby|now|currently|together|independently|locally))?"
        r"[ \t]+(?:in|at|near|outside(?:[ \t]+of)?)"
        r"|(?:lives?|living|stay(?:s|ing|ed)?)[ \t]+(?:with|w/)"
        r"(?:[ \t]+[A-Za-z][A-Za-z'\-]*){1,4}?[ \t]+in"
        r"|living[ \t]+(?:alone[ \t]+)?(?:in|at|near)"
        r"|resid(?:es|ed|ing|ent)[ \t]+(?:in|at|of|near)|home[ \t]+(?:is[ \t]+)?in"
        r"|(?:moved|relocated|immigrated|emigrated)[ \t]+(?:here[ \t]+|back[ \t]+)?(?:from|to)"
        r"|native[ \t]+of|born(?:[ \t]+and[ \t]+raised)?"
        r"[ \t]+in|grew[ \t]+up[ \t]+in|raised[ \t]+in"
        r"|visiting[ \t]+from|(?:who|which)[ \t]+lives?[ \t]+in"
        r"|home[ \t]+base(?:[ \t]+(?:is|in))?"
        r")[ \t]+(?P<rest>)"
    )
    #: "lives at Brooksby Village in Peabody", "resident at Oxford House Bellamy,
    #: Woonsocket": the town after the place lived at. Apart
    #: from ``_RESIDENCE_CUE``, whose plain "lives at" matches first at the same word and
    #: must still lead to the place itself.
    _RESIDENCE_AT_IN = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:lives?|living|resid(?:es|ing|ent))[ \t]+at"
        r"(?:[ \t]+[\p{L}\d][\p{L}\d'\-.]{0,30}){1,5}?(?P<joint>[ \t]+in|,)[ \t]+(?P<rest>)"
        r"(?!(?:winter|summer|spring|fall|autumn)(?![A-Za-z]))"  # "in winter": a season
    )
    #: Where one lives, said without a preposition in a hurried history ("lives
    #: Piscataway", "living Hoboken", "Currently residing Dubai"): the word after it
    #: must be capitalised.
    _BARE_RESIDENCE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:lives|living|resides|residing)[ \t]+(?P<rest>)(?-i:(?=\p{Lu}))"
    )
    #: Where one lives or was born, in the languages of notes written abroad, before a
    #: capitalised word: Spanish "Domicilio en Lanús", "vive en", "nacido en", "natural
    #: de"; Portuguese "mora em", "reside em"; French "Né le 12/07/1961 à Thiès",
    #: "domiciliée à", "originaire de"; Italian "residente a", "nata a"; German
    #: "wohnhaft in"; Dutch "woont in", "woonachtig te". ("né à terme", born at term,
    #: stays: the capital is needed.)
    _RESIDENCE_ABROAD = _regex.compile(
        r"(?i)(?<!\p{L})(?:domicilio[ \t]+en|domiciliad[oa][ \t]+en|domiciliée?[ \t]+à"
        r"|(?:reside|vive|mora|habite|abita)[ \t]+(?:en|em|à|a)|residente[ \t]+(?:en|em|a)"
        r"|demeurant[ \t]+à|née?(?:[ \t]+le[ \t]+\d{1,2}[./-]\d{1,2}[./-]\d{2,4})?[ \t]+à"
        r"|nacid[oa][ \t]+en|nascid[oa][ \t]+em|nat[oa][ \t]+a"
        r"|(?:natural|originaire|procedente|oriund[oa])[ \t]+de"
        r"|wohnhaft[ \t]+in|wohnt[ \t]+in|woont[ \t]+in|woonachtig[ \t]+te|geboren[ \t]+te"
        r")[ \t]+(?P<rest>)(?-i:(?=\p{Lu}))"
    )
    #: Form labels of a home town: "City: Hyannis", "Place of birth: Lowell", "Suburb:
    #: Parramatta", "Village: Somosomo", "Res: Kawangware" (where one resides).
    _CITY_LABEL = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:place[ \t]+of[ \t]+birth|" + "|".join(_CITY_LABEL_WORDS) + r")"
        # "City/State/ZIP:", "City, St:": the fields printed after the town's
        r"(?:[ \t]*[/,&][ \t]*(?:state|st|zip|zip[ \t]?code|postal[ \t]code|province)){0,2}"
        r"[ \t]*:[ \t]*(?P<rest>)(?=[A-Za-z])"
    )
    #: Such a label and its colon ("Home: Stornoway, staying with daughter"; "Home:
    #: independent", "Home: O2 2L").
    _HOME_LABEL = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:" + "|".join(_HOME_LABEL_WORDS) + r")[ \t]*:[ \t]*(?P<rest>)"
        r"(?=[A-Za-z])")
    _FAMILY_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:" + _alt(_RELATIVES) + r")s?(?:'s)?"
        # ... or the relative's name between: "SISTER MAFALDA FROM WORCESTER"
        r"(?:[ \t]+(?:in|from)|(?:[ \t]+\p{L}[\p{L}'\-]{1,30}){1,2}?[ \t]+(?:in|from))"
        r"[ \t]+(?P<rest>)"
    )
    _TRAVEL_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:fl(?:y|ying|ew|ies)[ \t]+(?:in[ \t]+|back[ \t]+|home[ \t]+)?"
        r"(?:from|to)|dr(?:ove|ive|iving)[ \t]+(?:in[ \t]+|up[ \t]+|down[ \t]+)?from"
        r"|(?:called|calling|rang|rings|phoned|phoning|texted|emailed|wrote|writing|moved"
        r"|relocated|visiting)[ \t]+from|return(?:s|ed|ing)?[ \t]+(?:home[ \t]+)?to"
        r"|(?:in|up|down|over|back)[ \t]+from"
        r"|arriv(?:e|es|ed|ing)[ \t]+(?:(?:in|this|the|tomorrow|today|tonight|am|pm|morning"
        r"|afternoon|evening)[ \t]+){0,3}from"
        r"|trip[ \t]+to|(?:vacation|holiday)(?:ing|ed|s)?[ \t]+(?:in|at|to)"
        r"|travel(?:l?ed|l?ing|s)?[ \t]+(?:to|from)"
        r"|(?:is|are|was|were|originally|comes?)[ \t]+from"
        r"|(?:mayor|outskirts|suburbs?)[ \t]+of"
        # "10 mi S of Snowflake", "just north of Taos"
        r"|(?<=\d[ \t]?(?:mi|miles?|km|kms|kilomet(?:er|re)s?)[ \t]{1,3})"
        r"(?:[NSEW]|[NS][EW])\.?[ \t]+of"
        r"|(?:(?:north|south)(?:[ \t-]?(?:east|west))?|east|west)[ \t]+of)[ \t]+(?P<rest>)"
    )
    #: A family's event away from home, and "in" before where it was: a place even when
    #: no list holds it, as where one lives is ("went to funeral in Tsolo", "on
    #: holiday in Mbour").
    _EVENT_AWAY_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:" + "|".join(_EVENT_AWAY_WORDS) + r")s?[ \t]+in"
        r"[ \t]+(?P<rest>)(?-i:(?=\p{Lu}))")
    #: Legs of a journey: "via Gaziantep", "transit Islamabad", "embarked Southampton",
    #: "layover in Doha", "deployed to Kandahar", "Itinerary: Lagos", "divert Ketchikan".
    _ITINERARY_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:via|transit(?:ed|ing)?(?:[ \t]+(?:through|via|in))?"
        r"|(?:dis)?embark(?:ed|ing|s)?(?:[ \t]+(?:at|in|from))?"
        r"|(?:layover|stopover)s?[ \t]+(?:in|at)"
        r"|(?:deployed|stationed)(?:[ \t]+(?:to|in|at))?|itinerary[ \t]*:"
        # "Decision: divert Ketchikan", "diverted to Anchorage"
        r"|divert|divert(?:ed|ing)[ \t]+to"
        # "depart Boston 11/02", "Arrival: Wichita Aug 29", "Destinations: Lima"
        r"|depart(?:s|ed|ing|ure)?(?:[ \t]+(?:from|for))?(?:[ \t]*:)?"
        r"|arrival[ \t]*:|destinations?[ \t]*:"
        r"|travel(?:[ \t]+(?:history|hx|plans?))?[ \t]*:)[ \t]+(?P<rest>)"
    )
    _WEAK_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:" + "|".join(_WEAK_CUE_WORDS) + r")"
        r"[ \t]+(?P<rest>)(?=[A-Za-z])"
    )
    _DESTINATION_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:transfer(?:red|ed|ring|s)?|trans|xfer(?:red|d)?|tx'?d|t/f"
        r"|admit(?:ted)?|adm|readmit(?:ted)?|sent|taken|brought|went|go(?:es|ing)?|return(?:ed|ing|s)?"
        r"|discharged|d/c'?d|dc'?d|dispo(?:sition)?|med[- ]?flight(?:ed)?|medflighted"
        r"|flown|arrived|came|presented|accepted|received|followed|treated|hospitalized"
        r"|intubated|bed|stay(?:ed)?)"
        r"(?:[ \t]+(?:back|over|out|here|there|initially|originally|emergently|directly"
        r"|today|yesterday|again|home|[\d/:.-]{1,10}))?"
        r"[ \t]*(?:(?:to|from|at|into|in)(?![A-Za-z])|@|->)[ \t]*(?:the[ \t]+)?(?P<rest>)"
    )
    _WARD = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:to|from|transfer|plan:|per|@|at|into)[ \t]+"
        r"(?P<ward>[A-Za-z]{4,20})[ \t]*(?:1?\d|20)(?![\w]|[.,]\d|[ \t]*(?:mg|mcg|cc|ml|units?|%))"
    )
    _FACILITY = _regex.compile(
        r"(?i)(?<![A-Za-z])(?P<suffix>hospital|hosp|hospitals|medical[ \t]+center"
        r"|medical[ \t]+ctr|med[ \t]+ctr|med[ \t]+center|health[ \t]+center"
        r"|health[ \t]+system|healthcare|infirmary|sanitarium|sanatorium"
        r"|nursing[ \t]+(?:&|and)[ \t]+rehab(?:ilitation)?(?:[ \t]+(?:center|facility))?"
        r"|nursing[ \t]+home"
        r"|nursing[ \t]+center|nursing[ \t]+facility|convalescent[ \t]+(?:home|center)"
        r"|care[ \t]+center|rehab(?:ilitation)?(?:[ \t]+(?:center|hospital|institute"
        r"|facility))?|memorial|regional(?![ \t]+(?-i:[A-Z]))|(?:poly)?clinic|hospice"
        r"|home[ \t]+health(?:[ \t]+care)?"
        r"|home[ \t]+care|assisted[ \t]+living|senior[ \t]+living"
        r"|retirement[ \t]+(?:home|community|village)|living[ \t]+center|care[ \t]+home"
        r"|manor|house|campus|pediatrics|family[ \t]+(?:practice|medicine)"
        r"|medical[ \t]+(?:group|associates)|day[ \t]*care|preschool|shelter|commons"
        r"|apartments|(?:mobile[ \t]+home|trailer|rv)[ \t]+(?:park|court)|pavilion|wing"
        r"|vamc|cboc|va|er|ed|ew|ltach|ltac|snf"
        r"|(?P<practice>" + _PRACTICE_HEAD_PATTERN + r")"
        r"|(?P<specialty>" + "|".join(_SPECIALTY_PAIRS) + "|" + _alt(_SPECIALTY_HEADS)
        + r"))(?![A-Za-z])"
    )
    #: Head nouns that any organisation may end with ("Mission Valley Birthing Center",
    #: "Riverlands Community Blood Center", "Fairmount Hereditary Cancer Program"): the
    #: words before them need a town, a place word or a rare word to be a name
    #: (``_generic_head``).
    _GENERIC_HEAD = _regex.compile(
        r"(?:Center|Centre|Program|Network|Diagnostics|Partners|Specialists|Consultants"
        r"|Services|Care)(?![A-Za-z])")
    _STRONG_FACILITY = frozenset(
        {"hospital", "hosp", "hospitals", "medical center", "medical ctr", "med ctr",
         "med center", "health center", "health system", "healthcare", "infirmary",
         "sanitarium", "sanatorium", "nursing home", "nursing center", "nursing facility",
         "convalescent home", "convalescent center", "care center", "rehabilitation center",
         "rehabilitation hospital", "rehab center", "rehab hospital", "rehab facility",
         "rehabilitation institute", "rehab institute", "rehabilitation facility", "vamc",
         "cboc",
         "senior living", "assisted living", "hospice", "home health", "home health care",
         "home care",
         "retirement home", "retirement community", "retirement village",
         "nursing & rehab", "nursing and rehab", "nursing & rehabilitation",
         "nursing and rehabilitation", "nursing & rehab center", "nursing and rehab center",
         "nursing & rehabilitation center", "nursing and rehabilitation center"}
    )
    _KNOWN = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:" + _KNOWN_FACILITIES + r")(?![A-Za-z])"
        r"(?P<tail>[ \t]+(?i:memorial))?"
    )
    #: A pope's or a king's number after a saint's name: a Roman numeral in capitals,
    #: not "I" alone, which is as often the pronoun, nor "IV", which is the line.
    _REGNAL = _regex.compile(
        r"[ \t]+(?=[VX]|I[IX])(?!IV(?![\w'\u2019]))X{0,3}(?:IX|IV|V?I{0,3})(?![\w'\u2019])")
    _SAINT = _regex.compile(
        r"(?<![A-Za-z])(?P<st>(?i:st|saint|ste))(?:(?P<dot>\.)[ \t]*|[ \t]+)"
        r"(?P<name>[A-Za-z][A-Za-z]*(?:['\u2019][A-Za-z]{0,2})?)(?P<dot2>\.)?"
    )
    _EMPLOYER_CUE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:"
        r"(?:works?|worked|working|drives|drove)(?:[ \t]+as(?:[ \t]+an?)?"
        r"(?:[ \t]+[A-Za-z'/-]+){1,3}?|[ \t]+(?:nights|days|evenings|weekends"
        r"|(?:part|full)[ \t-]time|overtime|remotely|long-haul"
        r"|(?:(?:double|extra|long|split|overnight|weekend)[ \t]+)?shifts"
        r"|(?:an?[ \t]+)?(?:(?:delivery|dump|tow|garbage|school|tour|box|tanker)[ \t]+)?"
        r"(?:truck|cab|taxi|bus|van|forklift)s?"
        r"|(?:1st|2nd|3rd|first|second|third|night|day|swing|graveyard)[ \t]+shift))?"
        r"[ \t]+(?:at|for|in)"
        # "I work until 5pm at ...", "works 3 days a week at ...": a few words of when
        # or how much between the verb and "at"
        r"|(?:works?|worked|working)(?:[ \t]+(?!(?i:as|at)(?![A-Za-z]))[A-Za-z0-9':-]+){1,4}?"
        r"[ \t]+at"
        r"|formerly[ \t]+(?:with|at)|previously[ \t]+with"
        r"|(?:laid[ \t]+off|fired|let[ \t]+go|terminated|furloughed)[ \t]+(?:from|by)"
        r"|employer[ \t]*\("
        r"|(?:return(?:s|ed|ing)?|back)[ \t]+to[ \t]+work[ \t]+(?:at|for)"
        r"|employed[ \t]+(?:by|at|with)|employee[ \t]+(?:of|at)"
        r"|retired(?:[ \t]+[A-Za-z'/-]+){0,2}?[ \t]+from"
        r"|retiree[ \t]+of|job[ \t]+(?:at|with)|own(?:s|ed)"
        r"|employer(?:[ \t]+(?:at|of)[ \t]+[A-Za-z]+)?[ \t]*(?:(?P<label>:|-)|is|was)"
        r"|(?:manager|director|partner|professor|teacher|engineer|student|volunteer|nurse|aide"
        r"|technician|tech|pastor|minister|priest|rabbi)s?[ \t]+at"
        r"|(?:" + "|".join(_TRADES) + r")s?[ \t]+(?:at|for)"
        r"|(?:ceo|cfo|coo|president|owner|founder|chairman)[ \t]+of"
        # "Occupation: commercial pilot, Northern Tier Air Charter": a job in lower case,
        # a comma and the employer's name of two capitalised words or more
        r"|(?-i:Occupation|OCCUPATION|occupation)[ \t]*:(?:[ \t]+(?-i:[a-z][a-z'/-]{1,20})){1,3}"
        r"[ \t]*,(?=[ \t]*(?-i:[A-Z][A-Za-z'-]{0,30}[ \t]+(?:&[ \t]+)?[A-Z]))"
        # "is a machinist at Raytheon", "was a welder at Electric Boat": a word shaped
        # like a trade after "is a" and before "at" ("is a candidate for CABG" stays)
        r"|(?:is|was|as|been)[ \t]+an?[ \t]+(?:(?:retired|former|part-time|full-time|head"
        r"|senior|lead|night|school|bus|truck|cab|taxi|line|short-order|home)[ \t]+)?"
        r"(?:[a-z]{2,16}(?:er|or|ist|ian|ant|man|woman|ess|smith|wright)|cook|chef)[ \t]+at"
        r")(?:[ \t]+(?:the[ \t]+)?|(?<=\())(?P<rest>)"
    )
    #: What may follow a company's "Co" written without its period: a lower-case word,
    #: a comma, a period or the line's end.
    _LOWER_OR_END = _regex.compile(r"[ \t]*(?:$|[,.;)]|[ \t][a-z])", regex.MULTILINE)
    _ORG_SUFFIX = _regex.compile(
        r"(?<![A-Za-z])(?P<suffix>(?i:" + _alt(_ORG_SUFFIX_WORDS) + r"|l\.l\.c)"
        r"|Co-?[Oo]p|CO-?OP|Co|Works)"
        r"(?P<dot>\.)?(?![A-Za-z])"
    )
    _ORG_OF = _regex.compile(
        r"(?<![A-Za-z])(?i:university|univ|college|bank|church|institute|academy)\.?[ \t]+"
        r"(?i:of)[ \t]+(?:(?i:the)[ \t]+)?(?P<rest>)(?=[A-Za-z])"
    )
    _ROOM = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:room|rm|cabin|stateroom)\.?[ \t]*(?:\#|no\.?|number)?[ \t]*"
        r"(?P<num>(?:[A-Z]-?)?\d{1,4}[A-Za-z]?(?:-\d{1,3})?)(?![\w]|[.,/]\d)"
        # (not a span of time: "isolated to cabin 24 h after last symptom")
        r"(?![ \t]?(?i:h|hrs?|hours?|mins?|minutes?|days?|wks?|weeks?)(?![A-Za-z]))"
        r"(?:[ \t,]*(?:bed)[ \t]*\#?[ \t]*(?P<bed>\d{1,2}[A-Za-z]?)(?![\w]))?"
    )
    #: A ward named by its floor and a compass point ("4 West", "6 SOUTH", "5 North
    #: family room"), with the unit's words after it ("4 WEST MICU", "7 East Neuro
    #: ICU", "3 WEST-318B"). A number glued to a word, a mark or a road ("I-5 North")
    #: names no floor; a region after the point ("3 West Nile cases", "2 North
    #: Carolina") is no ward.
    _COMPASS_WARD = _regex.compile(
        r"(?<![\w./#:$-])\d{1,2}[ \t]?(?P<point>(?i:north|south|east|west))(?![\w']|-(?!\d))"
        # the room glued by a hyphen ("3 WEST-318B")
        r"(?:-\d{1,4}[A-Za-z]?(?![\w-]))?"
        r"(?![ \t]+(?i:nile|africa|african|asia|asian|indian|indies|europe|european"
        r"|carolina|dakota|virginia|korea|korean|america|american|coast|side|end|bank)"
        r"(?![\w]))"
        r"(?:[ \t]+(?i:neuro|cardiac|cardiology|surgical|surgery|medical|med[-/]surg|med"
        r"|surg|tele|telemetry|step[- ]?down|oncology|onc|ortho|icu|micu|sicu|ccu|cicu"
        r"|nicu|picu|tcu|pacu|rehab|tower|pavilion|wing|unit|ward|pod|annex|building|bldg)"
        r"(?![\w-])){0,3}"
    )
    #: Words after which a compass point in lower case names a ward ("back to 4 west").
    _WARD_CUE = _regex.compile(r"(?<![A-Za-z])(?i:to|on|from|at|onto)[ \t]+$")
    #: A grade after a university's name, which then names a classification
    #: ("University of Texas 2A", "(University of Texas) grade IIB" of a diabetic ulcer).
    _GRADE_AFTER = _regex.compile(
        r"[ \t]*\)?[ \t]*(?:(?i:grade|stage|class|classification)(?![\w])"
        r"|[0-3][A-Da-d](?![\w]))")
    _U_OF = _regex.compile(
        r"(?<![A-Za-z])(?P<u>U|UOf|Univ|U\.)(?:[ \t]*(?i:of))?[ \t]+"
        r"(?P<state>" + _alt(s.title() for s in STATE_NAMES) + r"|"
        + _alt(s.upper() for s in STATE_NAMES) + r")(?![A-Za-z])"
    )

    # ---- entry point ----------------------------------------------------------------

    def analyze(self, doc: DocumentLike) -> list[Span]:
        d = as_document(doc)
        if not d.text.strip():
            return []
        tokens = d.tokens
        c = _Ctx(d, d.text, tokens, list(map(itemgetter(0), tokens)), [], {},
                 self._triggers(d))
        self._streets(c)
        if len(c.hits.get("street", ())) >= 2:
            self._intersections(c)
        self._routes(c)
        self._named_streets(c)
        if " on " in d.text or " off " in d.text:
            self._compass_streets_before_towns(c)
        if any(map(d.text.__contains__, ("Post", "Lodge", "Chapter", "Council", "Aerie"))):
            self._numbered_posts(c)
        if any(map(d.text.__contains__, self._MILITARY_WORDS)):
            self._military_units(c)
        if any(map(d.text.__contains__, self._HEAD_FIRST_WORDS)):
            self._head_first_facilities(c)
        self._bare_streets(c)
        self._foreign_streets(c)
        if any(map(d.text.__contains__, self._KOREAN_SUFFIXES)):
            self._korean_addresses(c)
        self._counties(c)
        if any(map(d.text.__contains__, ("Co.", "Co ", "Co\t", "County", "COUNTY"))):
            self._counties_named_after(c)
        if "recinct" in d.text or "RECINCT" in d.text:
            self._precincts(c)
        if any(map(d.text.__contains__, self._LOCALITY_WORDS)):
            self._localities_named_after(c)
        self._po_boxes_and_zips(c)
        if c.doc.may_hold(b" 00000", b"\t00000", b" 000 000"):
            self._towns_before_codes(c)
        self._coordinates(c)
        self._city_state(c)
        self._unknown_towns_before_states(c)
        self._address_tails(c)
        if c.doc.may_hold(b" 0000", b"\n0000", b"-0000", b" 000 00", b"\n000 00"):
            self._streets_before_postcodes(c)
        self._house_openers(c)
        if any(map(d.text.__contains__, self._ESTATE_WORDS)):
            self._business_estates(c)
        if "ADDRESS" in c.masks and c.doc.may_hold(b"no0", b"no 0", b"no. 0", b"no.0"):
            self._numbered_houses(c)
        self._facilities(c)
        self._national_organisations(c)
        self._organizations(c)
        if "&" in d.text or " and " in d.text:
            self._family_firms(c)
            self._paired_field_practices(c)
        if "General" in d.text:
            self._general_hospitals(c)
        if "Children" in d.text:
            self._named_childrens_hospitals(c)
        self._cities_after_cues(c)
        self._opened_cities(c)
        if " of " in d.text or " Of " in d.text:
            self._towns_after_institutions(c)
        self._cities_before_countries(c)
        self._towns_closing_a_list(c)
        if "->" in d.text or "\u2192" in d.text or "=>" in d.text:
            self._towns_along_routes(c)
        self._towns_after_places(c)
        if c.unnamed_heads:
            self._inner_words_after_places(c)
        if c.facility_ends:
            self._towns_in_after_facilities(c)
        self._towns_after_heads(c)
        if "ADDRESS" in c.masks:
            self._localities_inside_addresses(c)
            self._towns_closing_address_lines(c)
            self._towns_after_numbered_streets(c)
        self._compound_place_names(c)
        self._mountains(c)
        self._landscape_names(c)
        if any(map(d.text.__contains__, ("camp", "Camp", "village", "Fort", "Ft"))):
            self._camps(c)
        self._named_businesses(c)
        if " The " in d.text:
            self._names_after_the(c)
        for m in self._at(c, "generic_head", self._GENERIC_HEAD):
            # last, so that a rule naming a whole organisation (an employer) goes first
            self._generic_head(c, m.start(), m.end())
        if "ADDRESS" in c.masks:
            self._address_block_lines(c)
            self._letterheads(c)
        self._titled_organisation(c)
        for m in self._at(c, "org_field", self._ORG_FIELD):
            i = c.token_index_at(m.start())
            if i > 0 and c.tokens[i - 1].text.lower() in _WHERE_WORDS:
                continue  # a place, not a field's label: "Meds at school: Humalog"
            self._labelled_organisation(c, m.end())
        for i in c.hits.get("branch", ()):
            self._town_before_branch(c, c.tokens[i])
        self._owned_businesses(c)
        # after the rules that take an organisation whole, with its head
        self._branded_organisations(c)
        self._congregations(c)
        self._regions(c)  # last: an organisation named for its region is taken whole
        if "&" in d.text and "ORG" in c.masks:
            self._ampersand_joins(c)
        if "LOCATION" in c.masks:
            self._town_name_edges(c)
        if _regex.search(_ADDRESS_LABEL_HINT, d.text) is not None:
            self._address_fields(c)  # after the rules that name its towns and codes
        if self.redact_room_numbers:
            self._rooms(c)
        self._propagate(c)
        return c.spans

    # ---- triggers: one pass over the tokens, then anchored matches ------------------

    @staticmethod
    def _triggers(doc: Document) -> dict[str, list[int]]:
        """Token indexes where each rule may start. Looking the trigger words up in the
        document's token index is far cheaper than running every case-insensitive
        pattern over the text (or testing every token)."""
        hits: dict[str, list[int]] = {}
        positions = doc.token_positions
        tokens = doc.tokens
        for key in smaller_intersection(positions, _TRIGGER_KEYS):
            for rule in _TRIGGERS[key]:
                bucket = hits.get(rule)
                if bucket is None:
                    hits[rule] = list(positions[key])
                else:
                    bucket.extend(positions[key])
        # State abbreviations and hospital acronyms count in capitals only.
        for key in positions.keys() & _STATE_ABBR_KEYS:
            found = [i for i in positions[key] if tokens[i].text in _STATE_ABBR_SET]
            if found:
                hits.setdefault("state", []).extend(found)
        for key in filter(_ACRONYM_ENDING, positions):
            found = [i for i in positions[key] if _acronym_shape(tokens[i].text)]
            if found:
                hits.setdefault("acronym", []).extend(found)
        for bucket in hits.values():
            bucket.sort()
        return hits

    def _at(self, c: _Ctx, rule: str, pattern: regex.Pattern[str],
            need: frozenset[str] | None = None, within: int = 1
            ) -> Iterator[regex.Match[str]]:
        """Matches of ``pattern`` anchored at the tokens that triggered ``rule``.

        ``need``: one of the next ``within`` tokens must be one of these (lower case);
        a cheap test that spares most regex calls.
        """
        last_end = -1
        tokens = c.tokens
        for i in c.hits.get(rule, ()):
            pos = tokens[i].start
            if pos < last_end:
                continue
            if need is not None and not any(
                    tokens[j].text.lower() in need
                    for j in range(i + 1, min(len(tokens), i + 1 + within))):
                continue
            m = _regex.match(pattern, c.text, pos)
            if m is not None:
                last_end = m.end()
                yield m

    def _states(self, c: _Ctx) -> Iterator[regex.Match[str]]:
        """``_STATE`` matches: the pattern starts at the comma or blank before the state."""
        last_words = city_index().last_words
        for i in c.hits.get("state", ()):
            if i == 0:
                continue
            prev = c.tokens[i - 1]
            pos = prev.start if prev.text == "," else prev.end
            word = c.tokens[i - 2] if prev.text == "," and i >= 2 else prev
            known = self._key(word.text) in last_words
            if not known and not (word.text[:1].isupper() and c.text[
                    c.tokens[i].end:c.tokens[i].end + 8].lstrip(" \t,")[:5].isdigit()):
                continue  # no known town, and no ZIP code after the state
            m = _regex.match(self._STATE, c.text, pos)
            if m is not None and m.start("state") == c.tokens[i].start and (
                    known or m.group("zip")):
                yield m

    def _weak_cues(self, c: _Ctx) -> Iterator[regex.Match[str]]:
        """Weak location cues followed by a word that can start a city name."""
        first_words = city_index().first_words
        tokens = c.tokens
        n = len(tokens)
        for i in c.hits.get("weak", ()):
            if i + 1 < n and (self._key(tokens[i + 1].text) in first_words or (
                    i + 2 < n and (tokens[i + 2].text.lower() in _AREA_WORDS
                                   or tokens[i + 2].text.lower() in _NEIGHBOURHOOD_HEADS))):
                m = _regex.match(self._WEAK_CUE, c.text, tokens[i].start)
                if m is not None:
                    yield m

    #: Words joining the two streets of a crossing.
    _CROSSING_JOINS: Final = frozenset({"and", "&", "at", "@", "/"})
    _COMPASS: Final = frozenset(split_words("n s e w ne nw se sw north south east west"))

    def _intersections(self, c: _Ctx) -> None:
        """Two named streets joined by "and", "&", "at" or a slash, each one to three
        capitalised words (or a numbered street after a compass point) before its
        suffix: a crossing that places the patient ("FOUND SEATED ON CURB AT TANAGER AVE
        AND W 14TH ST", "corner of Elm St & Grove Ave"). One of the suffixes must be a
        strong one, or both written as titles or in capitals."""
        tokens, hits = c.tokens, c.hits["street"]
        found = set(hits)
        for i in hits:
            if i + 2 >= len(tokens) or tokens[i + 1].text.lower() not in self._CROSSING_JOINS:
                continue
            k = next((m for m in range(i + 3, min(len(tokens), i + 7)) if m in found), -1)
            if k < 0 or "\n" in c.text[tokens[i].start:tokens[k].end]:
                continue
            second = self._street_name_start(c, k, i + 2)
            if second != i + 2:
                continue  # only the second street's name between the join and its suffix
            first = self._street_name_start(c, i, max(0, i - 4))
            if first == i:
                continue
            a, b = tokens[i].text, tokens[k].text
            strong = (a.lower() in self._STRONG_SUFFIX_SET or b.lower() in
                      self._STRONG_SUFFIX_SET)
            if not (strong or (a.istitle() and b.istitle()) or (a.isupper() and b.isupper())):
                continue
            start, end = tokens[first].start, tokens[k].end
            if not self._covered(c, start, end):
                self._add(c, start, end, "ADDRESS", 0.8, "street crossing")

    def _street_name_start(self, c: _Ctx, suffix: int, floor: int) -> int:
        """The first token of the street name before the suffix token ``suffix``: up to
        three capitalised words or ordinals, one blank apart, after an optional compass
        point, reading back no further than ``floor``; ``suffix`` when there is none."""
        tokens, text = c.tokens, c.text
        start = suffix
        named = 0
        j = suffix - 1
        while j >= floor and named < 3 and text[tokens[j].end:tokens[j + 1].start] == " ":
            word = tokens[j].text
            key = self._key(word)
            if key in self._COMPASS and word[:1].isupper():
                if named:
                    start = j
                break
            if not (word[:1].isupper() or _is_ordinal(word.lower())) or not word.replace(
                    "'", "").isalnum() or key in self._CROSSING_JOINS or (
                    key in STOPWORDS and not _opens_street_name(word, key)):
                break
            named += 1
            start = j
            j -= 1
        return start

    def _street_candidates(self, c: _Ctx) -> Iterator[regex.Match[str]]:
        """Street matches anchored at a house number shortly before a street suffix."""
        tried: set[tuple[int, bool]] = set()
        tokens = c.tokens
        for i in sorted((*c.hits.get("street", ()), *c.hits.get("farm_road", ()))):
            j = i - 1
            while j >= 0 and i - j <= 7:
                tok = tokens[j]
                if "\n" in c.text[tok.end:tokens[j + 1].start]:
                    break
                if (tok.text[0].isdigit() or _gridded_number(tok.text)) and not (
                        _is_ordinal(tok.text)):
                    # A number right before a suffix word ("14 Mill St") is tried as a
                    # street again when a later suffix gives it a name to match.
                    named = j < i - 1
                    if j >= 2 and tokens[j - 1].text in ("/", "-") and tokens[j - 2].text[
                            :1].isdigit() and tokens[j - 2].end == tokens[j - 1].start == (
                            tokens[j].start - 1):
                        # "7/23 Banksia Pde": the unit first; "14-22 Banksia Parade": a
                        # range of house numbers from its first
                        tok = tokens[j - 2]
                        if j >= 3 and c.text[tok.start:tokens[j].end] == "1/2" and (
                                tokens[j - 3].text.isdigit()) and (
                                c.text[tokens[j - 3].end:tok.start] == " "):
                            tok = tokens[j - 3]  # "218 1/2 Delmar Ave": half a lot
                    m = None
                    if (tok.start, named) not in tried:
                        tried.add((tok.start, named))
                        if named:
                            m = _regex.match(self._STREET, c.text, tok.start)
                            road = _regex.match(self._HIGHWAY, c.text, tok.start)
                            if road is not None and (m is None or road.end() > m.end()):
                                m = road  # "8840 Ranch Road 620": the road's number too
                        if m is None and not named and (tok.start, True) not in tried:
                            m = _regex.match(self._HIGHWAY, c.text, tok.start)
                        if m is not None and named and m.re is self._STREET and (
                                m.end("suffix") > tokens[i].end) and (
                                tokens[i].text.lower() in self._STRONG_SUFFIX_SET
                                or self._stopword_between(c, i, m.end("suffix"))):
                            # "2210 Bluestem Rd Oskaloo Springs KS": the longest name ran
                            # past this strong suffix to a weaker one; the street may end
                            # here ("Springs" then fails as a suffix and is the town's)
                            short = _regex.search(self._STREET, c.text, tok.start,
                                                  tokens[i].end)
                            if short is not None and short.start() == tok.start:
                                yield short
                        if m is not None:
                            yield m
                    if named or m is not None or j < 2 or not (
                            tokens[j - 1].text[:1].isupper() and tokens[j - 1].text.isalpha()
                            and tok.text.isdigit() and len(tok.text) <= 2):
                        break
                    # ("4417 N Mile 7 Rd": a road's number inside its name, after a
                    # capitalised word; the house number is further back)
                elif not (tok.text[0].isalpha() or tok.text in ".'-&" or
                        _is_ordinal(tok.text)):
                    break
                j -= 1

    @staticmethod
    def _stopword_between(c: _Ctx, i: int, end: int) -> bool:
        """A function word stands between token ``i`` and ``end``: a street's name never
        holds one, so a longer match through it is no street ("3300 Fenwick Ct in Ashby
        Heights": the street ends at "Ct")."""
        tokens = c.tokens
        k = i + 1
        while k < len(tokens) and tokens[k].start < end:
            if tokens[k].text.lower() in STOPWORDS:
                return True
            k += 1
        return False

    # ---- helpers --------------------------------------------------------------------

    def _add(self, c: _Ctx, start: int, end: int, typ: PhiType, score: float,
             reason: str) -> None:
        while end > start and c.text[end - 1] in " \t,;:":
            end -= 1
        if end > start:
            c.spans.append(Span(start, end, typ, self.name, score, reason))
            mask = c.masks.get(typ)
            if mask is None:
                mask = c.masks[typ] = bytearray(len(c.text))
            mask[start:end] = b"\x01" * (end - start)

    def _overlaps(self, c: _Ctx, start: int, end: int, types: Iterable[PhiType] | None = None
                  ) -> bool:
        """Whether a span found so far (of one of ``types``) overlaps ``[start, end)``;
        per-type character masks keep this cheap however many spans there are."""
        wanted = c.masks.keys() if types is None else types
        for typ in wanted:
            mask = c.masks.get(typ)
            if mask is not None and mask.find(1, start, end) != -1:
                return True
        return False

    @staticmethod
    def _covered(c: _Ctx, start: int, end: int) -> bool:
        """Whether spans found so far cover every character of ``[start, end)``."""
        masks = list(c.masks.values())
        return all(any(mask[pos] for mask in masks) for pos in range(start, end))

    @staticmethod
    def _sentence_initial(text: str, pos: int, ends: str = "\n.!?:;\"(*-=>") -> bool:
        """Only blanks between ``pos`` and the start of the text or one of ``ends``."""
        i = _skip_back(text, pos, " \t")
        return i == 0 or text[i - 1] in ends

    def _phrase_after(self, c: _Ctx, pos: int, limit: int = 4, hyphens: bool = False
                      ) -> list[Token]:
        """Word tokens right after ``pos`` on the same line, joined only by blanks (or,
        with ``hyphens``, by a hyphen between two capitalised words: "Tri-County")."""
        i = c.token_index_at(pos)
        out: list[Token] = []
        prev_end = pos
        hyphen = False  # the last token skipped was a hyphen joining two words
        while i < len(c.tokens) and len(out) < limit:
            tok = c.tokens[i]
            gap = c.text[prev_end:tok.start]
            if hyphens and out and tok.text == "-" and not gap and i + 1 < len(c.tokens) \
                    and c.tokens[i + 1].start == tok.end and out[-1].text[:1].isupper() \
                    and c.tokens[i + 1].text[:1].isupper():
                prev_end = tok.end
                hyphen = True
                i += 1
                continue
            if gap.strip(" \t") or (out and not gap and not hyphen):
                break
            if not tok.text[0].isalnum():
                break
            out.append(tok)
            prev_end = tok.end
            hyphen = False
            i += 1
        return out

    #: "&" joining two fields in an organisation's name.
    _FIELDS_JOINED: Final = _regex.compile(r"[ \t]+&[ \t]+\Z")

    def _fields_joined_before(self, c: _Ctx, before: list[Token]) -> list[Token]:
        """``before`` with the words before it when "&" joins two fields there
        ("Lakeshore Heart & Vascular Institute"), so the name is read whole. "&" is no
        word and stops ``_words_before``; "and" is one and is read there already (the
        organisation loop joins it)."""
        if len(before) != 1 or self._key(before[0].text) not in _DEPARTMENT_WORDS:
            return before
        start = before[0].start
        joined = _regex.search(self._FIELDS_JOINED, c.text, max(0, start - 8), start)
        if joined is None:
            return before
        earlier = self._words_before(c, joined.start(), 3)
        if not earlier or self._key(earlier[-1].text) not in _DEPARTMENT_WORDS:
            return before
        return [*earlier, *before]

    def _words_before(self, c: _Ctx, pos: int, limit: int = 3) -> list[Token]:
        """Word tokens right before ``pos`` on the same line and in the same column: a wide
        gap or a tab parts a form's fields ("Bank: Cord Blood Registry   Client
        Services"). A "St." is kept whole."""
        i = c.token_index_at(pos) - 1
        out: list[Token] = []
        next_start = pos
        while i >= 0 and len(out) < limit:
            tok = c.tokens[i]
            gap = c.text[tok.end:next_start]
            if gap.strip(" \t") or (out and not gap and tok.text != ".") or (
                    "  " in gap or "\t" in gap):
                break
            if tok.text == "." and i > 0:
                prev = c.tokens[i - 1]
                if prev.end == tok.start and prev.text.lower() in {"st", "mt", "ft"}:
                    out.insert(0, Token(prev.start, tok.end, prev.text + "."))
                    next_start = prev.start
                    i -= 2
                    continue
                break
            if not tok.text[0].isalpha():
                break
            out.insert(0, tok)
            next_start = tok.start
            i -= 1
        return out

    @staticmethod
    def _key(word: str) -> str:
        key = _KEYS.get(word)
        if key is None:
            key = fold_accents(word.lower().replace("\u2019", "'").rstrip("."))
            if key.endswith("'s"):
                key = key[:-2]
            if len(_KEYS) > 200_000:
                _KEYS.clear()
            _KEYS[word] = key
        return key

    def _is_cap(self, word: str) -> bool:
        return word[:1].isupper()

    def _rare(self, key: str) -> bool:
        return zipf(key) < RARE_ZIPF

    @staticmethod
    def _rare_unprotected(key: str) -> bool:
        """A rare word that no list protects: a name's word rather than a term."""
        return zipf(key) < RARE_ZIPF and not is_protected(key)

    def _unit_like(self, word: str) -> bool:
        """ICU-style unit acronyms: MICU, CSRU, TSICU."""
        return word.isupper() and len(word) <= 6 and word.endswith("U")

    def _city_at(self, c: _Ctx, toks: list[Token]) -> int:
        """Number of leading tokens of ``toks`` that form a known city name (0 = none)."""
        index = city_index()
        if not toks or self._key(toks[0].text) not in index.first_words:
            return 0
        keys = [self._key(t.text) for t in toks[:index.max_words]]
        for n in range(len(keys), 0, -1):
            if index.is_city(" ".join(keys[:n])):
                return n
        return 0

    def _case_ok(self, c: _Ctx, toks: list[Token]) -> bool:
        """On ordinarily capitalised lines every word of a place name is capitalised."""
        if not toks or not c.doc.case_is_informative_at(toks[0].start):
            return True
        return all(self._is_cap(t.text) or t.text.lower() in {"of", "the", "de", "la"}
                   for t in toks)

    def _common_city(self, name: str) -> bool:
        """A city name that is also an everyday word or phrase ("Normal", "Left Hand")."""
        if name in BIG_CITIES or name in WORLD_CITIES:
            return False
        if " " in name:
            # Every word an everyday word ("Left Hand", "High Point"); one rarer word
            # makes the phrase a name ("Des Moines", "White Plains"), and so does a head
            # that only places have ("Fall River", "Green Bay") or a compass point
            # before a town ("South Boston", "East Orange").
            words = name.split()
            if words[-1] in _TOWN_HEADS or (
                    words[0] in _COMPASS_WORDS and city_index().is_city(
                        name.split(" ", 1)[1])):
                return False
            return all(is_protected(w) and zipf(w) >= COMMON_ZIPF for w in words)
        return zipf(name) >= COMMON_ZIPF

    #: A person's journey or call ending right before a town: "called from", "flew in
    #: from", "drove from".
    _JOURNEY_BEFORE = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:call(?:ed|ing|s)?|phon(?:ed|ing)|texted|emailed|rang|fl(?:ew|ying"
        r"|ies|y)|dr(?:ove|iving|ives)|moved|relocated|visiting|arriv(?:ed|ing|es)"
        r"|travel(?:l?ed|l?ing|s)?)(?:[ \t]+(?:in|back|home|up|down))?[ \t]+from[ \t]+$")

    def _city_ok(self, c: _Ctx, name: str, first: Token, strength: str) -> bool:
        """Is a known city name after a cue of this strength a place here?"""
        informative = c.doc.case_is_informative_at(first.start)
        if strength == "residence":
            # "lives in house w/ wife": a dwelling, unless a capital makes it a town
            return name not in _DWELLINGS or (informative and self._is_cap(first.text))
        if name in LANGUAGES and strength != "travel":
            return False  # "a verse in Navajo", "interview in Tigrinya": a language
        if " " not in name and (
                name in CLINICAL_HOMOGRAPHS or _lexicon().is_eponym(name)) and not (
                    strength == "travel" and closes_clause(c.text, first.end)
                    and _regex.search(self._JOURNEY_BEFORE, c.text, max(0, first.start - 30),
                                      first.start) is not None):
            # "from Quinton cath", "drawn from ALINE"; a person's journey from a town
            # that closes the clause keeps it a town ("dtr called from Denver.")
            return False
        if self._common_city(name):
            if strength != "travel":
                # "in Round Rock", "near High Point": everyday words that a town's name
                # joins, each capitalised where capitals mean something (the caller
                # checked the case); "in Normal" and "swelling in Left Hand" stay words
                return " " in name and informative and strength != "family" and (
                    name.split(" ", 1)[0] not in _SIDES)
            return informative or " " in name
        if informative or " " in name or name in BIG_CITIES or name in WORLD_CITIES:
            return True
        limit = 3.5 if strength == "weak" else COMMON_ZIPF
        # a town's name that no word list holds is a town however often it is written
        # ("FROM WORCESTER", "in cambridge"); "IN SANDWICH", "TO MOBILE" are words
        return zipf(name) < limit or (not is_protected(name) and zipf(name) < _TOWN_ONLY_ZIPF)

    #: Words joined by hyphens: "Wilkes-Barre", "Port-au-Prince", "Aix-en-Provence".
    _HYPHENATED = _regex.compile(r"\p{L}[\p{L}'’]{0,24}(?:-\p{L}[\p{L}'’]{0,24}){1,3}(?![\w-])")

    def _hyphenated_town(self, c: _Ctx, pos: int, strength: str) -> tuple[Token, str] | None:
        """A known town written with hyphens at ``pos`` (one token here, where the words
        of other names are split at a hyphen) and its key, when a cue of this strength
        makes it a place. The US lists write such names with blanks ("wilkes barre")."""
        if c.text.find("-", pos + 1, pos + 26) < 0:
            return None  # (the pattern's first hyphen comes within 25 letters)
        m = _regex.match(self._HYPHENATED, c.text, pos)
        if m is None:
            return None
        key = fold_accents(m.group().lower().replace("’", "'"))
        index = city_index()
        name = key if index.is_city(key) else key.replace("-", " ")
        if not index.is_city(name) or (
                c.doc.case_is_informative_at(pos) and not m.group()[0].isupper()):
            return None
        tok = Token(m.start(), m.end(), m.group())
        return (tok, name) if self._city_ok(c, name, tok, strength) else None

    def _town_at(self, c: _Ctx, pos: int, strength: str) -> tuple[list[Token], int, str | None]:
        """The words from ``pos`` on, how many of them name a known town, and the town's
        key when a cue of this strength makes it a place here (else None)."""
        hyphenated = self._hyphenated_town(c, pos, strength)
        if hyphenated is not None:
            return [hyphenated[0]], 1, hyphenated[1]
        toks = self._phrase_after(c, pos, city_index().max_words)
        n = self._city_at(c, toks)
        return toks, n, self._accepted_city(c, toks, n, strength) if n else None

    def _accepted_city(self, c: _Ctx, toks: list[Token], n: int, strength: str) -> str | None:
        """The key of the known city formed by the first ``n`` tokens when its case and a
        cue of this strength make it a place here, else None."""
        if not self._case_ok(c, toks[:n]):
            return None
        name = " ".join(self._key(t.text) for t in toks[:n])
        return name if self._city_ok(c, name, toks[0], strength) else None

    _COMMA_AFTER = _regex.compile(
        r"[ \t]*,[ \t]*|[ \t]+(?P<of>[Oo][Ff])[ \t]+(?:(?P<the>the|The|THE)[ \t]+)?"
        r"|[ \t]+[-\u2013][ \t]+"
        r"|[ \t]*[\u2013\u2014][ \t]*|[ \t]*(?P<paren>\()[ \t]*"
    )

    def _city_after(self, c: _Ctx, pos: int) -> _After | None:
        """The place right after ``pos`` and a comma or "of": a known city ("Lahey Clinic,
        Burlington", "725 Albany St, Boston"), or after "of" also a rare word that could
        be a place ("Senior Living of Roslindale"); after "of the" a known city or a word
        that names a landscape ("Children's Hospital of the Ozarks")."""
        joint = _regex.match(self._COMMA_AFTER, c.text, pos)
        if joint is None:
            return None
        of = joint.group("of") is not None
        toks, n, name = self._town_at(c, joint.end(), "travel")
        if name is None and n == 1 and not of and closes_clause(c.text, toks[0].end):
            # "Mercy Hospital, Salem.", "44 Quarry Hill Road, Barre": a town that shares
            # its name with an eponym (Salem sump, Guillain-Barre) closing the clause
            # after a facility or a street is the town
            key = self._key(toks[0].text)
            if self._case_ok(c, toks[:1]) and self._is_cap(toks[0].text) and (
                    key in CLINICAL_HOMOGRAPHS or _lexicon().is_eponym(key)) and \
                    not self._common_city(key):
                name = key
        if name is None and toks and not of and joint.group("paren") is None and (
                toks[0].text[:1].isupper() and not toks[0].text.isupper()
                and self._placey(c, toks[0]) and self._rare_unprotected(self._key(toks[0].text))
                and closes_clause(c.text, toks[0].end, "\r\n")):
            # "Implant site: St. Columba Regional Hospital, Wexbridge": a rare
            # capitalised word closing the line after a facility and its comma
            return _After(toks[0].start, toks[0].end, self._key(toks[0].text), of, True)
        if name is not None and joint.group("paren") and \
                not c.text.startswith(")", toks[n - 1].end):
            name = None  # "(Peoria)" names the town; "(Aurora ward)" does not
        if name is not None:
            after = _regex.match(_WORD_AFTER, c.text, toks[n - 1].end)
            if after is not None and after.group(1).lower() in _BUILDING_PARTS:
                return None  # "Wattle Grove Aged Care - Banksia Wing": a wing of the home
            return _After(toks[0].start, toks[n - 1].end, name, of, True)
        key = self._key(toks[0].text) if toks else ""
        if joint.group("the") is not None and key not in _BRAND_WORDS:
            return None  # "of the Ozarks", "of the Piedmont"; "Church of the Nazarene"
        if of and toks and self._placey(c, toks[0]) and (
                self._is_cap(toks[0].text) or self._rare(key)):
            return _After(toks[0].start, toks[0].end, key, of, False)
        return None

    def _town_closing_street(self, c: _Ctx, pos: int) -> _After | None:
        """A known town after a street with only a blank between them, closing the
        line, the clause or the parentheses ("(PCP, 1201 LOCUST ST DUBUQUE)")."""
        text = c.text
        if text[pos:pos + 1] not in (" ", "\t"):
            return None
        toks, n, name = self._town_at(c, pos, "travel")
        if name is None:
            return None
        if not closes_clause(c.text, toks[n - 1].end):
            return None
        return _After(toks[0].start, toks[n - 1].end, name, False, True)

    def _town_closing_line(self, c: _Ctx, pos: int) -> _After | None:
        """A known town after a blank at ``pos`` that ends its line: where a heading's
        facility or practice stands ("holy family hospital methuen")."""
        closing = self._town_closing_street(c, pos)
        if closing is None or not c.text.startswith("\n", _skip_blanks(c.text, closing.end)):
            return None
        return closing

    def _towns_closing_a_list(self, c: _Ctx) -> None:
        """A known town after a comma that closes a capitalised name, an organisation or
        an address line ("Dr. Frimpong, Heartland Digestive Health, Omaha"; "Tesco Extra,
        Basingstoke)"): the town ends the line, the sentence or the parentheses, a dash
        follows, or a state does. The town must not be an everyday, clinical or eponymous word."""
        tokens, text = c.tokens, c.text
        n = len(tokens)
        for i in c.doc.positions_of(_COMMA):
            if i == 0 or i + 1 >= n:
                continue
            prev, first = tokens[i - 1], tokens[i + 1]
            # "Walgreens #4410, Tempe": a branch number closes the store's name
            branch = prev.text.isdigit() and i >= 3 and tokens[i - 2].text == "#" and (
                tokens[i - 2].start == prev.start - 1) and self._is_cap(tokens[i - 3].text)
            if not ((branch or (self._is_cap(prev.text)
                                and (prev.text[1:2].islower() or prev.text.isupper())))
                    and self._is_cap(first.text) and first.text[1:2].islower()
                    and c.doc.case_is_informative_at(first.start)):
                continue  # "Coastal GI, Wilmington)" ends in an acronym
            # a town after a weak cue: no everyday, clinical or eponymous word
            toks, size, name = self._town_at(c, first.start, "weak")
            if name is None:
                continue
            end = toks[size - 1].end
            rest = text[end:end + 12].lstrip(" \t")
            closes = not rest or rest[0] in "\r\n;)|\u2014\u2013" or (
                rest[0] == "." and (len(rest) == 1 or not rest[1].isalnum())) or (
                rest[:2] == "- ")  # "Credit Union, Boise — called"
            stated = rest[:1] == "," and _regex.match(self._STATE_AFTER, rest) is not None
            if not (closes or stated or branch) or self._overlaps(c, first.start, end):
                continue
            self._add(c, first.start, end, "LOCATION", 0.7, "town closing a list")
            c.found_words[name] = "LOCATION"

    #: A leg of a journey: capitalised words, an arrow, and the next capitalised word
    #: ("Newark -> Addis Ababa", "Nairobi \u2192 Kisumu").
    _ROUTE_LEG = _regex.compile(
        r"(?<![\w])(?P<from>\p{Lu}\p{Ll}[\p{L}'\u2019-]{0,24}(?:[ \t]\p{Lu}\p{Ll}[\p{L}'\u2019-]"
        r"{0,24}){0,2})[ \t]*(?:-{1,2}>|=>|\u2192)[ \t]*(?=\p{Lu}\p{Ll})")

    def _towns_along_routes(self, c: _Ctx) -> None:
        """Both ends of a leg of a journey ("Newark -> Addis Ababa", "Nairobi -> Kisumu")
        are places when one is a known town that is no everyday word or a place found
        already; an end no list holds must be rare words that no list protects, and the
        places a leg finds vouch for the legs before and after it ("Addis Ababa ->
        Nairobi"). "Home -> Rehab" and "Floor -> ICU" stay."""
        # each end of each leg: its words, their key, and whether they name a known town
        legs: list[list[tuple[list[Token], str, bool]]] = []
        for m in list(_regex.finditer(self._ROUTE_LEG, c.text)):
            source = self._phrase_after(c, m.start("from"), 3)
            target = self._phrase_after(c, m.end(), 3)
            if source and target:
                legs.append([(end, self._key(" ".join(t.text for t in end)),
                               self._route_town(c, end)) for end in (source, target)])
        known = {key for leg in legs for _, key, _ in leg if key in c.found_words}
        for _ in range(2):  # a leg's places vouch for a leg written before it too
            for leg in legs:
                if not any(named or key in known or self._overlaps(
                        c, end[0].start, end[-1].end, ("LOCATION",)) for end, key, named in leg):
                    continue
                for end, key, named in leg:
                    if not named and not all(
                            self._placey(c, t) and self._rare_unprotected(self._key(t.text))
                            for t in end):
                        continue
                    known.add(key)
                    if not self._overlaps(c, end[0].start, end[-1].end):
                        self._add(c, end[0].start, end[-1].end, "LOCATION", 0.7,
                                  "place on a leg of a journey")
                        c.found_words[key] = "LOCATION"

    def _route_town(self, c: _Ctx, end: list[Token]) -> bool:
        """The words of a leg's end are all of a known town's name, and no everyday word
        ("Newark"; "Home" of "Home -> Rehab" is no town here)."""
        _toks, size, name = self._town_at(c, end[0].start, "travel")
        return name is not None and size == len(end) and not self._common_city(name)

    def _towns_after_places(self, c: _Ctx) -> None:
        """A known town after a comma that closes an address or a place found already,
        as the next line of a written address ("55 Banpo-daero, Seocho-gu, Seoul",
        "12 Oak St, Springfield"); a town found so is followed in turn. A room number
        vouches for nothing ("Rm 4, Bath")."""
        k = 0
        while k < len(c.spans):
            span = c.spans[k]
            k += 1
            if span.type not in ("ADDRESS", "LOCATION") or span.reason == "room number":
                continue
            place = self._city_after(c, span.end)
            if place is None and span.type == "ADDRESS":
                # "4410 Old Mill Rd (Dollar General lot), Lumberton": past a remark
                # in parentheses on the same line
                opened = _skip_blanks(c.text, span.end)
                closed = c.text.find(")", opened, opened + 60)
                if c.text[opened:opened + 1] == "(" and closed > 0 and "\n" not in c.text[
                        opened:closed]:
                    place = self._city_after(c, closed + 1)
            if place is None and span.type == "LOCATION":
                place = self._town_joined_after(c, span.end)
                reason = "town joined to a town"
            else:
                reason = "city after facility or address"
            if place is None or place.of or not place.known or self._common_city(
                    place.name) or self._overlaps(c, place.start, place.end,
                                                  ("ADDRESS", "LOCATION")):
                continue
            self._add_city_after(c, place, reason)

    #: Between a street address and the town or postcode after it, set off by commas:
    #: one to three capitalised words, the district of a written address ("14 Kingfisher
    #: Close, Chorlton, Manchester M21 9TL", "22 Rue Lafayette, Batignolles, 75017").
    _LOCALITY = _regex.compile(
        r"[ \t]*,[ \t]*(?P<name>\p{Lu}[\p{L}'\u2019-]{1,24}(?:[ \t]\p{Lu}[\p{L}'\u2019-]{1,24})"
        r"{0,2})[ \t]*,[ \t]*")

    def _localities_inside_addresses(self, c: _Ctx) -> None:
        """See :attr:`_LOCALITY`: the words must be followed by a town, a postcode or
        another part of the address found already, on the same line, and be no
        function word ("..., Apt B, ..." holds a digitless unit, which stays part of the
        address anyway)."""
        for span in [s for s in c.spans if s.type == "ADDRESS"]:
            m = _regex.match(self._LOCALITY, c.text, span.end)
            if m is None or not self._overlaps(c, m.end(), m.end() + 1,
                                               ("ADDRESS", "LOCATION")):
                continue
            keys = [self._key(w) for w in m.group("name").split()]
            if any(k in STOPWORDS or k in COUNTRIES or k in STATE_NAMES for k in keys) or (
                    self._overlaps(c, m.start("name"), m.end("name"))):
                continue
            self._add(c, m.start("name"), m.end("name"), "LOCATION", 0.75,
                      "district inside an address")

    #: A flat's unit and the town after a street with its house number, when the town
    #: closes the clause ("1408 Sable Creek Dr, Doverton (confirmed ...)", "5520 Calle
    #: Nopal, Unit B, San Isidro Heights⏎"): a town no list holds, which no state,
    #: country or postcode follows.
    _UNIT_AND_TOWN_AFTER_STREET = _regex.compile(
        r"(?P<unit>[ \t]*,[ \t]*(?:Unit|Apt\.?|Suite|Ste\.?|Flat|\#)[ \t]*[\dA-Z]{1,5})?"
        r"[ \t]*,[ \t]*(?P<name>\p{Lu}\p{Ll}[\p{L}'\u2019-]{1,24}"
        r"(?:[ \t]\p{Lu}\p{Ll}[\p{L}'\u2019-]{1,24}){0,2})"
        r"(?=[ \t]*(?:[(.;]|\r?\n|\Z))")

    def _towns_after_numbered_streets(self, c: _Ctx) -> None:
        """See :attr:`_UNIT_AND_TOWN_AFTER_STREET`: a word of the town is rare and no
        term, and none is a unit's or number's word, a state, a country or a stop word."""
        for span in [s for s in c.spans if s.type == "ADDRESS" and (
                s.reason == "street address" or s.reason.startswith("street without"))]:
            m = _regex.match(self._UNIT_AND_TOWN_AFTER_STREET, c.text, span.end)
            if m is None or self._overlaps(c, m.start("name"), m.end("name")):
                continue
            keys = [self._key(w) for w in m.group("name").split()]
            if not any(map(self._rare_unprotected, keys)) or any(
                    k in STOPWORDS or k in COUNTRIES or k in STATE_NAMES
                    or k in self._NOT_TOWNS for k in keys):
                continue
            if m.group("unit"):
                self._add(c, span.start, m.end("unit"), "ADDRESS", 0.8,
                          "unit after a street")
            self._add(c, m.start("name"), m.end("name"), "LOCATION", 0.75,
                      "town after a street")
            self._remember(c, m.group("name"))

    #: The town and the postcode that close an address line, or the line after it:
    #: "..., RD 3, Otawhiti 3882", "Gandhi Nagar, Kalyanapuram - 635 109".
    _TOWN_AND_CODE = _regex.compile(
        r"(?:^|(?<=[ \t,]))(?P<town>\p{Lu}[\p{L}'\u2019.-]{1,24}"
        r"(?:[ \t]\p{Lu}[\p{L}'\u2019.-]{1,24}){0,2})"
        r"[ \t]*(?:[-\u2013,][ \t]*)?(?P<code>\d{4,6}|\d{3}[ \t]\d{3})[ \t]*\Z")
    #: Words before a number on an address line that name no town.
    _NOT_TOWNS: Final = frozenset(split_words("""
        room rm suite ste unit apt flat floor fl level lvl building bldg block blk box
        ext tel ph phone fax mob mobile cell pager bleep po rd rr hwy route lot plot
        house no number sector phase stage"""))

    def _towns_closing_address_lines(self, c: _Ctx) -> None:
        """See :attr:`_TOWN_AND_CODE`: a postcode of four to six digits, which in running
        text is anything, is one where it closes the line of a street address (or the
        line after it) right after a capitalised word that names no unit or number."""
        text = c.text
        for span in [s for s in c.spans if s.type == "ADDRESS"]:
            end = text.find("\n", span.end)
            end = len(text) if end < 0 else end
            start = span.end
            if not text[start:end].strip(" \t\r,"):
                start = end + 1  # the address closes its line: the next one
                end = text.find("\n", start)
                end = len(text) if end < 0 else end
            if not 0 < end - start <= 80:
                continue
            line = text[start:end].rstrip("\r")
            m = _regex.search(self._TOWN_AND_CODE, line)
            if m is None:
                continue
            words = m.group("town").split()
            keys = [self._key(w) for w in words]
            if (m.group("town").isupper() and len(m.group("town")) <= 3) or any(
                    k in STOPWORDS or k in COUNTRIES or k in STATE_NAMES
                    or k in self._NOT_TOWNS for k in keys):
                continue
            t0, t1 = start + m.start("town"), start + m.end("town")
            if not self._overlaps(c, t0, t1, ("ADDRESS", "LOCATION")):
                self._add(c, t0, t1, "LOCATION", 0.8, "town before a postcode")
            k0, k1 = start + m.start("code"), start + m.end("code")
            if not self._overlaps(c, k0, k1):
                self._add(c, k0, k1, "ADDRESS", 0.8, "postcode closing an address")

    #: A word that joins one town to the next in a list or a journey: "Accra and Cape
    #: Coast", "Tulsa or Enid", "Lagos, then Kano", "Reno to Elko", "Leeds/Bradford".
    _TOWN_JOINT = _regex.compile(
        r"[ \t]*(?:,[ \t]*)?(?:and|or|then|to|via|&)[ \t]+(?:then[ \t]+)?|[ \t]*/[ \t]*")
    #: ... or the next leg of a journey after a few words of its purpose, in the same
    #: sentence: "Lagos for a funeral, then Kano".
    _NEXT_LEG = _regex.compile(r"[^.;:\n]{1,40}?,[ \t]*then[ \t]+")

    def _town_joined_after(self, c: _Ctx, pos: int) -> _After | None:
        """A known town joined by a word of a list or a journey to the town that ends
        at ``pos``: the first town vouches for the second as a travel cue would."""
        joint = _regex.match(self._TOWN_JOINT, c.text, pos) or _regex.match(
            self._NEXT_LEG, c.text, pos)
        if joint is None:
            return None
        toks, n, name = self._town_at(c, joint.end(), "travel")
        return None if name is None else _After(toks[0].start, toks[n - 1].end, name,
                                                 False, True)

    _IN_AFTER = _regex.compile(r"[ \t]+(?i:in)[ \t]+")

    def _towns_in_after_facilities(self, c: _Ctx) -> None:
        """A known town after a facility's head and "in" ("Brightwater Medical Center in
        Lawrence", "the va in bedford", "LTACH IN STONEHAM"). An everyday word is refused
        ("Mercy Hospital in Normal saline" keeps it) unless the word is more often a
        person's name than an English word, as "Lawrence" is."""
        for end in c.facility_ends:
            joint = _regex.match(self._IN_AFTER, c.text, end)
            if joint is None:
                # "holy family hospital methuen" closing a heading's line: the town
                # the facility stands in
                closing = self._town_closing_line(c, end)
                if closing is not None and not self._overlaps(c, closing.start, closing.end):
                    self._add(c, closing.start, closing.end, "LOCATION", 0.8,
                              "town closing a facility's line")
                    c.found_words[closing.name] = "LOCATION"
                continue
            toks, n, name = self._town_at(c, joint.end(), "family")
            if name is None and n == 1 and self._case_ok(c, toks[:1]):
                key = self._key(toks[0].text)
                if key not in CLINICAL_HOMOGRAPHS and _lexicon().likelihood_ratio(key) > 1.0:
                    name = key
            if name is not None and not self._overlaps(c, toks[0].start, toks[n - 1].end):
                self._add(c, toks[0].start, toks[n - 1].end, "LOCATION", 0.8,
                          "town after a facility and 'in'")
                c.found_words[name] = "LOCATION"

    #: The last word of a practice's, a laboratory's or a business's name, after which a
    #: comma or a dash may give the town it stands in.
    _TOWN_AFTER_HEADS = _INSTITUTION_HEADS | _BUSINESS_HEADS | frozenset(split_words("""
        hospital laboratory laboratories lab labs mortuary crematory crematorium chapel"""))

    def _towns_after_heads(self, c: _Ctx) -> None:
        """A known town after the head word of a practice or a laboratory and a comma or a
        dash, or closing the heading's line ("pediatric dentistry - taunton", "SKIN
        SCIENCES LABORATORY - NEEDHAM MA", "medical center lab, framingham", "ATRIUS
        HEALTH - DEDHAM RHEUMATOLOGY"): the branch's town. The head is capitalised where
        case means something, and the town is no everyday word ("Imaging, Normal"); in
        brackets only after a named business's head ("Walgreens Pharmacy (Peoria)"), since
        after a department alone they hold its contact ("Pharmacy (Gerald) called")."""
        for i in c.doc.positions_of(self._TOWN_AFTER_HEADS):
            head = c.tokens[i]
            if c.doc.case_is_informative_at(head.start) and not self._is_cap(head.text):
                continue
            place: _After | None = self._city_after(c, head.end)
            if place is not None and c.text[head.end:place.start].strip(" \t") == "(" and not (
                    i > 0 and c.text[c.tokens[i - 1].end:head.start] == " "
                    and self._is_cap(c.tokens[i - 1].text)):
                place = None  # "Pharmacy (Gerald) called": a department's contact
            if place is None or place.of or not place.known:
                place = self._town_closing_line(c, head.end)
            if place is None or self._common_city(place.name) or self._overlaps(
                    c, place.start, place.end, ("ADDRESS", "LOCATION")):
                continue
            self._add(c, place.start, place.end, "LOCATION", 0.75,
                      "town after a practice's name")
            c.found_words[place.name] = "LOCATION"

    def _inner_words_after_places(self, c: _Ctx) -> None:
        """One or two words between a place found by another rule and a facility's head
        belong to the facility's name ("AT [BRAINTREE] SHORES REHAB", "[Kindred] Oaks
        LTACH"): written as the line writes names, and no clinical or function word
        ("Boston acute rehab" keeps "acute")."""
        for head in c.unnamed_heads:
            inner = self._words_before(c, head, 3)
            taken: list[Token] = []
            for tok in reversed(inner):
                if self._overlaps(c, tok.start, tok.end, ("LOCATION",)):
                    break
                key = self._key(tok.text)
                if len(taken) == 2 or key in STOPWORDS or key in _NOT_NAME_PARTS or (
                        is_protected(key)) or not self._inner_name_word(c, tok):
                    taken = []
                    break
                taken.insert(0, tok)
            else:
                taken = []  # no place before the words
            if taken and not self._overlaps(c, taken[0].start, taken[-1].end):
                self._add(c, taken[0].start, taken[-1].end, "LOCATION", 0.75,
                          "facility name")

    _STATE_AFTER = _regex.compile(
        r",[ \t]*(?:" + "|".join(STATE_ABBRS) + r")(?![A-Za-z])")

    #: Heads of an institution's name that "of" and its town may follow ("Lutheran Home
    #: of Wauwatosa", "Children's Hospital of Oakland").
    _OF_TOWN_HEADS = frozenset(split_words("""
        home homes hospital hospitals center centre clinic clinics church manor village
        hospice campus healthcare health pharmacy school academy college institute
    """))

    def _towns_after_institutions(self, c: _Ctx) -> None:
        """"Lutheran Home of Wauwatosa": a capitalised head and "of" before a known town or
        a rare capitalised word that could be a place (not "Center of Excellence",
        "School of Nursing", "University of Michigan")."""
        for i in c.doc.positions_of(self._OF_TOWN_HEADS):
            tok = c.tokens[i]
            if not (self._is_cap(tok.text) and c.doc.case_is_informative_at(tok.start)):
                continue
            place = self._city_after(c, tok.end)
            if place is not None and place.of and not self._common_city(place.name):
                self._add_city_after(c, place)  # not "Home of Hope"

    #: Words that make a region of the place before them ("Merrimack Valley", "Hudson
    #: Valley", "Worcester Area").
    _REGION_TAILS = frozenset(split_words("""
        valley valleys hills mountains coast shore shores area region county highlands
        plains basin
    """))

    def _add_city_after(self, c: _Ctx, place: _After | None,
                        reason: str = "city after facility or address") -> None:
        """Label the place found after a facility or a street address (the facility or
        the address vouches for it), with a word that makes a region of it ("Elder
        Services of the Merrimack Valley")."""
        if place is None or self._overlaps(c, place.start, place.end, ("ADDRESS",)):
            return
        end = place.end
        k = c.token_index_at(end)
        if k < len(c.tokens) and c.text[end:c.tokens[k].start] == " " and (
                self._key(c.tokens[k].text) in self._REGION_TAILS) and (
                self._is_cap(c.tokens[k].text)
                or not c.doc.case_is_informative_at(c.tokens[k].start)):
            end = c.tokens[k].end
        self._add(c, place.start, end, "LOCATION", 0.8, reason)
        c.found_words[place.name] = "LOCATION"

    #: After a street address: its neighbourhood or its town in parentheses ("(Pine
    #: Hollow)"), or after a comma closing the line ("Lot 14, BRIGHTON FLATS"), one to
    #: three words that are all capitalised or all capitals.
    _DISTRICT_AFTER_STREET = _regex.compile(
        r"[ \t]{0,2}\((?P<paren>\p{Lu}\p{Ll}[\p{L}'-]{0,24}(?:[ \t]\p{Lu}\p{Ll}[\p{L}'-]{0,24})"
        r"{0,2})\)"
        r"|,[ \t]{0,2}(?P<line>\p{Lu}\p{Ll}[\p{L}'-]{0,24}(?:[ \t]\p{Lu}\p{Ll}[\p{L}'-]{0,24})"
        r"{0,2}|\p{Lu}{2}[\p{Lu}'-]{0,24}(?:[ \t]\p{Lu}{2}[\p{Lu}'-]{0,24}){0,2})"
        # (the line's end, or a telephone number after a comma: "Squirrel Hill, 412...")
        r"[ \t]*(?=\r?\n|\Z|,[ \t]{0,2}\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}(?!\d))"
        # (or, perhaps on the next line, capitalised words that a sentence's end or a
        # word in lower case closes: "19 Orchard Row,\nLittle Harrow before admission")
        r"|,[ \t]{0,2}(?:\r?\n[ \t]{0,4})?(?P<clause>\p{Lu}\p{Ll}[\p{L}'-]{0,24}"
        r"(?:[ \t]\p{Lu}\p{Ll}[\p{L}'-]{0,24}){0,2})(?=[.;]?[ \t]*(?:\r?\n|\Z)|[.;][ \t]"
        r"|[ \t]+\p{Ll})")

    def _district_after_street(self, c: _Ctx, end: int) -> None:
        """The place a street address names after it that no gazetteer knows: a street
        vouches for the neighbourhood or the town written right after it, in brackets,
        closing the line, or closing the clause when one of its words is uncommon or the
        words name a known town. Words that
        say which door or which building ("(Rear Entrance)", "Unit B") are no place."""
        m = _regex.match(self._DISTRICT_AFTER_STREET, c.text, end)
        if m is None:
            return
        group = next(g for g in ("paren", "line", "clause") if m.group(g) is not None)
        keys = [self._key(w) for w in m.group(group).split()]
        if any(k in STOPWORDS or k in _STREET_NOT_NAME or k in self._NOT_A_DISTRICT
               for k in keys):
            return
        if group == "clause" and any(k in self._LOCALITY_KEYS for k in keys):
            return  # "..., Brgy. San Isidro": the locality's own rule reads it whole
        if group == "clause" and not (
                any(zipf(k) < _UNCOMMON_ZIPF and not is_protected(k) for k in keys)
                or self._town_at(
                    c, m.start(group), "travel")[2] is not None):
            return  # an uncommon word or a known town: "..., Wants to go home" names none
        start, stop = m.span(group)
        if not self._covered(c, start, stop):
            self._add(c, start, stop, "LOCATION", 0.7, "place after a street address")

    #: Words after a street that say where at it, not which place it is in.
    _NOT_A_DISTRICT: Final = frozenset(split_words("""
        unit apt apartment suite ste floor fl room rm lot building bldg entrance door
        rear front back side upstairs downstairs basement house home complex trailer
        shelter motel hotel residence address mailing physical billing
    """))

    # ---- addresses ------------------------------------------------------------------

    def _streets(self, c: _Ctx) -> None:
        text = c.text
        for m in self._street_candidates(c):
            if m.re is self._HIGHWAY:
                self._add(c, m.start(), m.end(), "ADDRESS", 0.85, "numbered road address")
                continue
            if "/" in m.group("num") and not (self._address_cue_before(text, m.start()) or (
                    self._line_opening(text, m.start(), labelled=True))):
                # "7/23 Banksia Pde" after an address's cue or opening its line, perhaps
                # after the line's label ("Scene: 7/22 Marlin Parade")
                continue
            spread = text[m.start():m.start("suffix")]
            if "\t" in spread or "   " in spread:
                continue  # "1    PMC UT8104   RD": the columns of a table, not a street
            words = m.group("name").replace(".", " ").split()
            keys = [w.lower() for w in words]
            suffix = m.group("suffix").lower()
            # "Old Post Road", and "133 Old Road" alone before a strong suffix; "12 MG
            # Road": initials in capitals before a whole suffix written as a title
            initials = (len(words) == 1 and words[0].isalpha() and words[0].isupper()
                        and len(words[0]) <= 3 and m.group("suffix").istitle()
                        and len(suffix) >= 4 and suffix in self._STRONG_SUFFIX_SET
                        and c.doc.case_is_informative_at(m.start())
                        and (self._address_cue_before(text, m.start()) or _regex.match(
                            self._COMMA_CAPITAL, text, m.end()) is not None))
            informative = c.doc.case_is_informative_at(m.start())
            # ("Old Post Road"; on a line in one case "2290 old mill rd" too)
            if not initials and any((k in _STREET_NOT_NAME or k in STOPWORDS) and not (
                    n == 0 and k in _STREET_NAME_OPENERS
                    and (words[0][0].isupper() or not informative)
                    and (len(keys) > 1 or suffix in self._STRONG_SUFFIX_SET))
                   for n, k in enumerate(keys)):
                continue
            # (a one-letter name only as a capital before a strong suffix: "1200 K Street")
            if not any(k[:1].isalpha() and len(k) >= 2 for k in keys) and \
                    not any(k[-2:] in ("st", "nd", "rd", "th") and k[0].isdigit() for k in keys) \
                    and not (len(words) == 1 and words[0].isalpha() and words[0].isupper()
                             and suffix in self._STRONG_SUFFIX_SET
                             and m.group("suffix")[0].isupper()):
                continue
            after = text[m.end():m.end() + 40]
            if suffix == "st" and self._next_key(c, m.end()) in _ST_CLINICAL:
                continue
            name_tokens = [w for w in words if w[:1].isalpha()]
            if informative and not all(w[0].isupper() for w in name_tokens):
                continue
            strong = suffix in self._STRONG_SUFFIX_SET
            place = self._city_after(c, m.end()) or self._town_closing_street(c, m.end())
            if not strong:
                suffix_text = m.group("suffix")
                cue = self._address_cue_before(text, m.start())
                # "725 Albany St, Boston": a comma and a known city continue the address
                cont = _regex.match(self._ADDRESS_CONTINUATION, after) is not None or (
                    place is not None and place.known and not place.of)
                capitalised = informative and suffix_text[0].isupper()
                # "sent to 14 Mill St": a house number, a name and "St" written as a
                # title on a line with ordinary case, the line, the clause or a question
                # ending there ("Still 608 Alder Ct?")
                # (a period right after the suffix is its dot, read inside the match),
                # or a remark in brackets following it ("40 Depot St (Grange Hall)";
                # "Jones Dr (" may be a doctor's)
                title_suffix = capitalised and suffix_text.istitle()
                titled = (title_suffix and suffix in _TITLED_SUFFIXES
                          and closes_clause(c.text, m.end(),
                                            "\r\n,;)|?" if suffix == "dr" else "\r\n,;)|(?"))
                # "WIC office at 200 Grove St contacted": a house number right after a
                # preposition of place, the suffix written as a title and no clinical
                # word ("Dr" there is as often a doctor: "at 1400 Jones Dr aware")
                # (on a line in capitals the same words, the suffix no "DR")
                placed = ((title_suffix or (not informative and suffix != "dr"))
                          and suffix in _PLACED_SUFFIXES
                          and (text[max(0, m.start() - 8):m.start()].rstrip(" \t").lower()
                               .endswith((" at", " on", " to", " from", " near", " off",
                                          " behind"))
                               or _regex.search(_PLACED_BUILDING,
                                                text[max(0, m.start() - 32):m.start()].lower())
                               is not None))
                # "312 W 4TH ST": a numbered street after a compass point, in any case
                numbered = m.group("dir") is not None and len(keys) == 1 and _is_ordinal(
                    words[0])
                # "75 W Main St (inside ...)": a compass point before a capitalised name
                # and the suffix written as a title
                # ("55 N ORCHARD ST  WENATCHEE HEIGHTS WA": on a line in capitals too,
                # the suffix no "DR")
                compassed = m.group("dir") is not None and (title_suffix or (
                    not informative and suffix != "dr"))
                # "4100 Mesa Verde Dr NE campus": a quarter of the city after the suffix
                # written as a title, which no doctor's name takes
                quartered = title_suffix and m.group("dir2") is not None and (
                    m.group("dir2").strip(" \t.") in ("NE", "NW", "SE", "SW"))
                # on a line in one case, a comma and a few words closing the clause:
                # the town ("88 weller st, north tamsin."; no "dr", often a doctor)
                towned = not informative and suffix != "dr" and _regex.match(
                    self._UNCASED_TOWN_AFTER, after) is not None
                if not (cue or (cont and (capitalised or not informative)) or titled
                        or towned
                        or placed or numbered or compassed or quartered
                        or ((capitalised or not informative) and m.group("unit"))
                        or (capitalised and m.group("dot"))):
                    continue
            self._add(c, m.start(), m.end(), "ADDRESS", 0.9 if strong else 0.75,
                      "street address")
            self._add_city_after(c, place)
            self._district_after_street(c, m.end())

    # Streets written as in continental Europe and Latin America: the street type first
    # ("12 rue Victor Hugo", "Calle Mayor 3", "Via Roma 14") or one word ending in its
    # type ("Hauptstraße 5", "Keizersgracht 221"). A house number is required.
    _TYPE_FIRST = frozenset(split_words("""
        rue chemin allée allee impasse quai boulevard calle avenida avda paseo carrera
        rua travessa praça praca alameda via viale piazza corso largo vicolo
        ul ulica ulitsa aleja rehov jalan avenue route boul
    """))
    #: Quebec's shortened boulevard: only right after a house number ("2215, boul.
    #: Taschereau").
    _TYPE_FIRST_NUMBERED = frozenset(("boul",))
    #: Street types that English writes after the name ("Park Avenue"), or words of
    #: its own: first only in French order, after a house number and before the
    #: article of the name ("14 avenue des Acacias", "3 route de Lyon").
    _TYPE_FIRST_FRENCH = frozenset(split_words("avenue route"))
    #: Abbreviated types that also stand for units ("5 uL"): only as written, dotted.
    _TYPE_FIRST_DOTTED = frozenset(("ul",))
    #: Street types that are also English words: only with a capital ("Via Roma 14",
    #: not "via NG 14").
    _TYPE_FIRST_CAPITAL = frozenset(split_words("via corso largo boulevard"))
    _TYPE_FIRST_STREET = _regex.compile(
        r"(?:(?P<num>\d{1,5}[A-Za-z]?),?[ \t]+)?(?P<type>\w+)\.?[ \t]+"
        r"(?P<name>(?:(?:d[eoa]s?|del|della|di|du|l'|d'|la|le|los|las)[ \t]*){0,2}"
        r"\p{Lu}\p{Ll}[\w'-]{0,30}"
        r"(?:[ \t]+(?:(?:d[eoa]s?|del|della|di|du|l'|d'|la|le|y|e)[ \t]*)?"
        r"\p{Lu}[\w'-]{0,30}){0,3}?)"
        r"(?:,?[ \t]+(?:[Nn][º°o]\.?[ \t]*)?"
        r"(?P<num2>\d{1,5}[A-Za-z]?(?:/\d{1,4}[A-Za-z]?)?)(?![\w/.:-]))?"
        # the house, block and flat of eastern Europe: "14 m. 7", ", d. 45, kv. 12"; the
        # office or flat of Quebec and France: ", bureau 2", ", app. 4"
        r"(?P<units>(?:,?[ \t]+(?:(?:m|d|kv|lok|dom|korp|k)\.|(?:bureau|app|appartement"
        r"|apt|suite|unité|unite|local|porte|bte)\.?)[ \t]*\d{1,5}[A-Za-z]?"
        r"(?![\w/.:-])){0,3})"
        # (a letterhead separates the address's parts with a dash, a dot or a bar)
        r"(?=[ \t]*(?:[,;.)\n·|]|$)|[ \t]+[-\u2013][ \t])"
    )
    _FRENCH_ARTICLE = _regex.compile(r"(?:de|du|des|de[ \t]+la|d')[ \t]*\p{Lu}")
    _TYPE_LAST_ENDINGS = (
        "straße", "strasse", "weg", "gasse", "platz", "allee", "damm", "ufer",
        "gracht", "straat", "laan", "plein", "kade", "singel", "dijk", "vej", "gade",
        "gatan", "vägen", "vagen", "veien", "gata", "katu",
        "str",  # a word key holds no period: "Hauptstr." is checked for its dot
    )
    _TYPE_LAST_STREET = _regex.compile(
        r"\p{Lu}\p{Ll}[\w'.-]{2,40}[ \t]+\d{1,4}[a-z]?"
        # a floor or flat after a hyphen: "Prinsengracht 263-II", "Vesterbrogade 12-3"
        # or a letter ("Vondellaan 88-A")
        r"(?:-(?:[IVX]{1,4}|\d{1,3}|[a-zA-Z])(?![\w]))?(?![\w/.:-])"
    )
    #: What may follow a street written abroad: a postcode and the town, or the town
    #: and its postcode ("10115 Berlin", "1015 CJ Amsterdam", "Wellington 6011", "652 24
    #: Karlstad", "4100-144 Porto"), after at most one suburb ("Te Aro, Wellington
    #: 6011"), and perhaps after the house's letter or the flat's floor and side
    #: ("Drottninggatan 14 B, 652 24", "Rua de Cervantes, 318, 2º Esq., 4100-144").
    #: A town's words are parted by one blank: a column gap closes the town.
    _TOWN_WORDS = r"\p{Lu}[\p{L}'-]{1,30}(?:[ ]\p{Lu}[\p{L}'-]{1,30}){0,2}"
    _ADDRESS_TAIL = _regex.compile(
        r"(?P<unit>[ \t][A-Z](?=,)|,[ \t]*\d{1,2}[º°ª][ \t]?\p{L}{0,6}\.?(?=,))?"
        r"(?:,[ \t]*|(?P<loose>[ \t]+[-\u2013·|][ \t]+|[ \t]*\n[ \t]*))"
        r"(?:(?P<suburb>" + _TOWN_WORDS + r"),[ \t]*)?"
        r"(?:(?P<code>\d{4,5}(?:[ \t]?[A-Z]{2}(?![\w]))?|\d{2}-\d{3}|" + _GROUPED_POSTCODE
        + r")[ \t]+"
        r"(?P<town>" + _TOWN_WORDS + r")"
        r"|(?P<town2>" + _TOWN_WORDS + r")[ \t]+(?P<code2>\d{4,6}))"
        r"(?![\w-])"
    )

    def _foreign_streets(self, c: _Ctx) -> None:
        text, tokens = c.text, c.tokens
        for i in c.doc.positions_of(self._TYPE_FIRST):
            tok = tokens[i]
            key = tok.text.lower()
            if key in self._TYPE_FIRST_CAPITAL and not tok.text[0].isupper() and not (
                    key == "boulevard" and i > 0 and (tokens[i - 1].text.isdigit() or (
                        tokens[i - 1].text == "," and i > 1 and tokens[i - 2].text.isdigit()))):
                continue  # (a French boulevard is written in lower case after its number)
            if key in self._TYPE_FIRST_DOTTED and (
                    tok.text != key or text[tok.end:tok.end + 1] != "."
                    or text[max(0, tok.start - 8):tok.start].rstrip()[-1:].isdigit()):
                continue  # "10 ul. saline" is a volume
            start = tok.start
            number = i - 2 if i > 1 and tokens[i - 1].text == "," else i - 1
            if number >= 0 and key not in self._TYPE_FIRST_DOTTED and (
                    tokens[number].text.isdigit()) and not text[
                    tokens[number].end:start].strip(" \t,"):
                start = tokens[number].start  # "12 rue Victor Hugo", "305, rue Principale"
            elif key in self._TYPE_FIRST_NUMBERED:
                continue
            m = _regex.match(self._TYPE_FIRST_STREET, text, start)
            if m is None or m.start("type") != tok.start or self._overlaps(
                    c, m.start(), m.end(), ("ADDRESS",)):
                continue
            if key in self._TYPE_FIRST_FRENCH and not (
                    m.group("num") and tok.text.islower()
                    and _regex.match(self._FRENCH_ARTICLE, m.group("name")) is not None):
                continue
            if not (m.group("num") or m.group("num2") or m.group("units")) and \
                    not self._address_cue_before(text, m.start()):
                continue
            self._add(c, m.start(), m.end(), "ADDRESS", 0.8, "street, type first")
        positions = c.doc.token_positions
        for key in [k for k in positions if k.endswith(self._TYPE_LAST_ENDINGS)]:
            for i in positions[key]:
                tok = tokens[i]
                if len(key) < 6 or not tok.text[:1].isupper() or zipf(key) >= 2.5:
                    continue
                if key.endswith("str") and text[tok.end:tok.end + 1] != ".":
                    continue  # the abbreviation is written with its dot ("Hauptstr. 5")
                m = _regex.match(self._TYPE_LAST_STREET, text, tok.start)
                if m is not None and not self._overlaps(c, m.start(), m.end(), ("ADDRESS",)):
                    self._add(c, m.start(), m.end(), "ADDRESS", 0.8, "street, type last")

    #: Korean addresses: a road with its building number ("Banpo-daero 55", "Sejong-ro
    #: 175-2"), the building and flat of an apartment block ("101-dong 1203-ho"), and the
    #: neighbourhood, district or city by its suffix ("Yeoksam-dong", "Gangnam-gu").
    _KOREAN_ROAD = _regex.compile(
        r"(?<![\w-])(?P<before>\d{1,4},?[ \t]+)?"
        # (a stem in lower case after the capitalised words of a road's name: "World Cup
        # buk-ro 42-gil")
        r"(?P<stem>\p{Lu}\p{Ll}{2,20}|(?:\p{Lu}\p{Ll}{1,12}[ \t]){1,2}\p{Ll}{2,10})"
        r"-(?:daero|ro|gil)"
        r"(?:,?[ \t]*\d{1,3}-?(?:beon-)?gil)?"
        r"(?P<after>[ \t]+\d{1,4}(?:-\d{1,3})?(?![\w/:-]|\.\d))?"
        r"|(?<![\w-])\d{1,4}-dong,?[ \t]*\d{1,5}-ho(?![\w-])"
        # a flat's number alone after the road's comma ("..., 503-ho, Mapo-gu")
        r"|(?<=-(?:ro|gil|daero)[ \t\d-]{0,8},[ \t]{0,2})\d{1,5}-ho(?![\w-])"
    )
    _KOREAN_AREA = _regex.compile(
        r"(?<![\w-])(?P<stem>\p{Lu}\p{Ll}{2,20})-(?:dong|gu|si|gun|eup|myeon)(?![\w-])")

    _KOREAN_SUFFIXES = ("-dong", "-gu", "-si", "-gun", "-eup", "-myeon", "-ro", "-gil",
                        "-daero")

    def _korean_addresses(self, c: _Ctx) -> None:
        text = c.text
        # An English stem is a prefix ("Anti-ro 52", "Pre-si"), not a Korean place.
        for m in list(_regex.finditer(self._KOREAN_ROAD, text)):
            if m.group("stem") and (zipf(m.group("stem").lower()) >= 3.0
                                    or not (m.group("before") or m.group("after"))):
                continue
            if not self._overlaps(c, m.start(), m.end(), ("ADDRESS",)):
                self._add(c, m.start(), m.end(), "ADDRESS", 0.8, "Korean road or block")
        for m in list(_regex.finditer(self._KOREAN_AREA, text)):
            if zipf(m.group("stem").lower()) >= 3.0:
                continue
            if not self._overlaps(c, m.start(), m.end(), ("ADDRESS", "LOCATION")):
                self._add(c, m.start(), m.end(), "LOCATION", 0.8, "Korean district")

    def _address_tails(self, c: _Ctx) -> None:
        """The postcode and town (and a suburb) closing a street address."""
        text = c.text
        for span in [s for s in c.spans if s.type == "ADDRESS"
                     and s.reason.startswith("street")]:
            m = _regex.match(self._ADDRESS_TAIL, text, span.end)
            if m is None:
                continue
            code = "code" if m.group("code") else "code2"
            town = "town" if m.group("town") else "town2"
            if self._overlaps(c, m.start(code), m.end(code)):
                continue
            if m.group("loose") and not (
                    len(m.group(code)) == 5 and not m.group("suburb")
                    and self._rare(self._key(m.group(town).split()[0]))
                    and self._line_end_after(text, m.end())):
                # past a dash, a dot or a line's end, only a code of five digits and a
                # town that is no everyday word, alone to the line's end or its next
                # part ("Lindenstraße 3a⏎21255 Tostedt", not "...⏎2020 Review")
                continue
            self._add(c, m.start(code), m.end(code), "ADDRESS", 0.85, "postcode after a street")
            if m.group("unit"):
                unit = m.group("unit")
                skip = len(unit) - len(unit.lstrip(" \t,"))
                self._add(c, m.start("unit") + skip, m.end("unit"), "ADDRESS", 0.8,
                          "flat or house letter after a street")
            for part in ("suburb", town):
                if m.group(part) and not self._overlaps(c, m.start(part), m.end(part),
                                                        ("ADDRESS", "LOCATION")):
                    self._add(c, m.start(part), m.end(part), "LOCATION", 0.8,
                              "town after a street")
                    # (looked for again: a letterhead's town recurs before the date)
                    self._remember(c, m.group(part))

    #: A street written without its type ("Am Steinbrink 14", "Keizer Karelplein 3")
    #: before the postcode and town that close the line or open the next one, as
    #: German, Dutch or Scandinavian letterheads write them ("Am Steinbrink 14 · 21244
    #: Buchholz"): one to three capitalised words (an article or preposition between
    #: them in lower case) and the house number, at a line's or a field's start.
    #: (The postcode and town are found first and the street read back from them: a
    #: pattern that opened with the street would be tried at every line's start.)
    _POSTCODE_AND_TOWN: Final = _regex.compile(
        # ("3818 KD Amersfoort"; "546 42 Thessaloniki", "625 00 Brno", "4100-144 Porto")
        r"(?<![\w-])(?:(?:[A-Z]{1,2}-)?\d{4,5}[ \t]+(?:[A-Z]{2}[ \t]+)?"
        r"|(?:" + _GROUPED_POSTCODE + r")[ \t]+)"
        r"(?P<town>\p{Lu}\p{Ll}[\p{L}'-]{1,30})(?![\w])")
    _STREET_BEFORE_POSTCODE: Final = _regex.compile(
        r"(?m)(?:^|(?<=[·|,;:][ \t]{0,3})|(?<=[ \t]{2}))[ \t]*"
        r"(?P<street>\p{Lu}[\p{L}'.-]{1,30}(?:[ \t]+(?:(?:der|den|dem|des|de|la|le|van|von)"
        r"[ \t]+)?\p{Lu}[\p{L}'.-]{1,30}){0,2}[ \t]+\d{1,4}[a-z]?(?:-\d{1,4}[a-z]?)?)"
        r"(?:[ \t]*[,·|][ \t]*|[ \t]+[-\u2013][ \t]+|[ \t]*\n[ \t]*)\Z")

    def _streets_before_postcodes(self, c: _Ctx) -> None:
        """See :attr:`_STREET_BEFORE_POSTCODE`. The street's words are no clinical or
        function words ("Grade 2, 10000 Units"), and the town is no everyday word."""
        for code in list(_regex.finditer(self._POSTCODE_AND_TOWN, c.text)):
            m = _regex.search(self._STREET_BEFORE_POSTCODE, c.text,
                              max(0, code.start() - 100), code.start())
            if m is None:
                continue
            words = m.group("street").split()[:-1]
            if not any(self._rare(self._key(w)) for w in words) or any(
                    is_protected(self._key(w)) and zipf(self._key(w)) >= 3.0
                    and w.lower() not in self._STREET_ARTICLES for w in words) or (
                    zipf(code.group("town").lower()) >= 3.5):
                continue
            if self._overlaps(c, m.start("street"), m.end("street")):
                continue  # (a street that a rule before found has its tail found there)
            self._add(c, m.start("street"), m.end("street"), "ADDRESS", 0.8,
                      "street before its postcode and town")
            end = code.start() + len(c.text[code.start():code.start("town")].rstrip())
            if not self._overlaps(c, code.start(), end):
                self._add(c, code.start(), end, "ADDRESS", 0.85, "postcode after a street")
            if not self._overlaps(c, code.start("town"), code.end("town"),
                                  ("ADDRESS", "LOCATION")):
                self._add(c, code.start("town"), code.end("town"), "LOCATION", 0.8,
                          "town after its postcode")
                self._remember(c, code.group("town"))

    #: Prepositions opening German street names ("Am Markt", "Im Winkel", "Zur Mühle").
    _STREET_ARTICLES: Final = frozenset(split_words("am im an auf zum zur in unter"))

    @staticmethod
    def _line_end_after(text: str, pos: int) -> bool:
        """Only blanks, then the line's end or a separator of a letterhead's parts
        (comma, dot, bar, dash), follow ``pos``."""
        rest = text[pos:pos + 40].lstrip(" \t")
        return not rest or rest[0] in "\r\n,·|-\u2013"

    #: A house's number after "No." before the address's next part ("No. 45, 3rd Cross",
    #: "No 16 Ayeye Street"), or a road's number after its name ("Jubilee Hills Road No.
    #: 36"), as Indian and Nigerian addresses write them.
    _NUMBERED_HOUSE: Final = _regex.compile(
        r"(?<![\w.])(?:No|NO)\.?[ \t]*(?P<num>\d{1,5}(?:[-/][0-9A-Za-z]{1,5}){0,2})(?![\w])")

    def _numbered_houses(self, c: _Ctx) -> None:
        """See :attr:`_NUMBERED_HOUSE`: an address found by another rule must start at
        the number or right after it, or end right before "No."; the house's number is
        added to it, so the address holds the words another recognizer reads in it."""
        text = c.text
        starts = {s.start: s.end for s in c.spans if s.type == "ADDRESS"}
        ends = {s.end: s.start for s in c.spans if s.type == "ADDRESS"}
        for i in c.doc.positions_of(frozenset({"no"})):
            tok = c.tokens[i]
            m = _regex.match(self._NUMBERED_HOUSE, text, tok.start)
            if m is None:
                continue
            after = m.end()
            while after < len(text) and after - m.end() < 4 and text[after] in ", \t":
                after += 1
            before = _skip_back(text, tok.start, " \t")
            if m.start("num") in starts:
                self._add(c, m.start(), starts[m.start("num")], "ADDRESS", 0.8,
                          "house number after No.")
            elif after in starts and after > m.end():
                self._add(c, m.start(), starts[after], "ADDRESS", 0.8, "house number after No.")
            elif before in ends and before < tok.start and text[before - 1].isalpha():
                self._add(c, ends[before], m.end(), "ADDRESS", 0.8, "house number after No.")

    def _house_openers(self, c: _Ctx) -> None:
        """A house's number after its opener, or an ordinal cross road (see
        ``_HOUSE_OPENER``)."""
        last_end = -1
        for i in c.doc.positions_of(self._HOUSE_OPENER_KEYS):
            start = c.tokens[i].start
            m = _regex.match(self._HOUSE_OPENER, c.text, start) if start >= last_end else None
            if m is None:
                continue
            last_end = m.end()
            if not self._overlaps(c, m.start(), m.end(), ("ADDRESS",)) or not self._covered(
                    c, m.start(), m.end()):
                self._add(c, m.start(), m.end(), "ADDRESS", 0.8, "house number after its opener")

    #: Estates of firms and workshops that a street address names in place of a
    #: street ("Unit 7, Brunel Business Park", "Knockanore Industrial Estate"): the
    #: words before "Park" or "Estate", which the pattern reads in any case and the
    #: recognizer looks for before trying it.
    _ESTATE_WORDS: Final = ("Business", "Industrial", "Trading", "Retail", "Enterprise",
                            "Technology", "Science", "Commerce", "Commercial", "BUSINESS",
                            "INDUSTRIAL", "TRADING", "RETAIL", "ENTERPRISE")
    _BUSINESS_ESTATE = _regex.compile(
        r"(?:(?<![\w])(?:Unit|UNIT|Units|Suite|SUITE|Bldg|Building)\.?[ \t]+[0-9]{1,4}[A-Z]?"
        r"(?:[-\u2013][0-9]{1,4})?,[ \t]*)?"
        r"(?<![\w'-])(?!(?i:the|a|an|our|this|that|at|in|on|to|from|near)[ \t])"
        r"(?:\p{Lu}[\p{L}'-]{1,24}[ \t]){1,3}"
        r"(?i:" + "|".join(sorted({word.lower() for word in _ESTATE_WORDS})) + r")"
        r"[ \t]+(?i:park|estate|centre|center|campus)(?![\w])")

    def _business_estates(self, c: _Ctx) -> None:
        """A business or industrial estate, with the unit that opens its address ("Unit
        7, Brunel Business Park"): a street's place where the estate has no streets."""
        for m in _regex.finditer(self._BUSINESS_ESTATE, c.text):
            self._add(c, m.start(), m.end(), "ADDRESS", 0.8, "business estate")

    def _address_fields(self, c: _Ctx) -> None:
        """The value of a field labelled as an address, in any country's form ("Address:
        D.No 7-112, Kothapeta, Kavali", "Address: Stand 3318, Ext 7, Emthonjeni"), where
        it holds a digit, a street word or two capitalised parts between commas: each part
        that the other rules left uncovered; a country or a state closing it or one of
        its parts stays ("..., Nigeria", "Marrow Falls OH")."""
        text = c.text
        for m in _regex.finditer(self._ADDRESS_FIELD, text):
            value = m.group("value")
            parts = [p.strip(" .") for p in value.split(",")]
            words = {w.lower().rstrip(".") for w in value.replace(",", " ").split()}
            if not (has_digit(value) or words & self._STREET_WORDS or (
                    len(parts) >= 2 and all(p[:1].isupper() for p in parts))):
                continue
            end = m.end("value")
            while len(parts) > 1 and _state_or_country(parts[-1]):
                end = text.rindex(",", m.start("value"), end)
                parts.pop()
            # each part between commas that the rules before left uncovered, so that the
            # towns and codes they found keep their types
            pos = m.start("value")
            while pos < end:
                comma = text.find(",", pos, end)
                stop = nxt = end if comma < 0 else comma
                first = pos + len(text[pos:stop]) - len(text[pos:stop].lstrip(" \t"))
                # (a state or a country closing the part stays: "Marrow Falls OH")
                head, _blank, last = text[first:stop].rstrip(" \t.").rpartition(" ")
                if head and _state_or_country(last):
                    stop = first + len(head)
                if self._uncovered_word(c, first, stop):
                    self._add(c, first, stop, "ADDRESS", 0.85, "value of an address field")
                pos = nxt + 1

    @staticmethod
    def _uncovered_word(c: _Ctx, start: int, end: int) -> bool:
        """A word of ``[start, end)`` that no span found so far touches, a state's or a
        country's name aside ("RED MESA WASH AZ 86514" with its town and code found)."""
        masks = list(c.masks.values())
        for m in _regex.finditer(_WORD_CHARS, c.text, start, end):
            word = m.group()
            if _state_or_country(word):
                continue
            if not any(mask.find(1, m.start(), m.end()) != -1 for mask in masks):
                return True
        return False

    @staticmethod
    def _line_opening(text: str, pos: int, labelled: bool = False) -> bool:
        """Only blanks stand between the line's start and ``pos`` (or, ``labelled``,
        a label of a few words and its colon)."""
        before = text[text.rfind("\n", 0, pos) + 1:pos].strip(" \t")
        return not before or (labelled and _regex.fullmatch(_LINE_LABEL, before) is not None)

    def _address_cue_before(self, text: str, pos: int) -> bool:
        """An address cue ("lives at", "address:") in the 40 characters before ``pos``."""
        return _regex.search(self._ADDRESS_CUE, text[max(0, pos - 40):pos]) is not None

    def _named_streets(self, c: _Ctx) -> None:
        """A street named without a house number ("lives on Birchwood Lane"): up to three
        capitalised words before a full-word suffix, both capitalised on a line with
        ordinary case; on a line without case information only after an address cue. An
        abbreviated suffix ("Broad St") needs ordinary case and "on", "off", "near"...
        or an address cue before the name."""
        text, tokens = c.text, c.tokens
        suffixes = _NAMED_STREET_SUFFIXES | _ABBREVIATED_STREET_SUFFIXES
        last_end = -1
        for i in c.doc.positions_of(suffixes):
            if i == 0 or self._overlaps(c, tokens[i].start, tokens[i].end, ("ADDRESS",)):
                continue
            informative = c.doc.case_is_informative_at(tokens[i].start)
            if informative and not self._is_cap(tokens[i].text):
                continue
            abbreviated = tokens[i].text.lower() in _ABBREVIATED_STREET_SUFFIXES
            uncased_ok = not informative and tokens[i].text.lower() in _UNCASED_STREET_SUFFIXES
            if abbreviated and not informative and not uncased_ok:
                continue
            if informative and self._facility_head_after(c, tokens[i].end):
                continue  # "Magnolia Terrace Care Center": a facility's name
            if tokens[i].text.lower() == "court" and (
                    tokens[i - 1].text.lower() in _COURTS_OF_LAW
                    or (i + 1 < len(tokens) and tokens[i + 1].text.lower() == "of")):
                continue  # "Probate Court", "Court of Appeals": courts of law
            first = i
            compass = False
            while first > 0 and i - first < 3:
                prev = tokens[first - 1]
                key = prev.text.lower()
                if text[prev.end:tokens[first].start] != " ":
                    break
                if _regex.fullmatch(_ORDINAL, key) is not None:
                    first -= 1  # a numbered street ("NE 2nd Ave", "W 34th St")
                    continue
                if key in _DIRECTIONS and prev.text.isupper() and _regex.fullmatch(
                        _ORDINAL, tokens[first].text) is not None:
                    first -= 1  # "W 34th St"
                    break
                if first < i and (prev.text in _COMPASS_LETTERS or (
                        key == "." and first > 1 and tokens[first - 2].end == prev.start
                        and tokens[first - 2].text in _COMPASS_LETTERS)):
                    # "on S. Peoria Ave", "on NW Glisan St": a compass point, abbreviated
                    first -= 2 if key == "." else 1
                    compass = True
                    break
                opener = informative and _opens_street_name(prev.text, key)
                if not prev.text.isalpha() or (
                        (key in STOPWORDS or key in _STREET_NOT_NAME) and not opener) \
                        or (informative and not self._is_cap(prev.text)):
                    break
                first -= 1
            if first == i:
                continue
            if not informative and not self._address_cue_before(text, tokens[first].start) \
                    and not (uncased_ok and self._on_an_uncased_street(c, first, i)):
                continue
            if abbreviated and not (self._placed_on_a_street(c, first, last_end)
                                    or (compass and informative)
                                    # "under the Grand Ave overpass": no word but a
                                    # street's ends in these
                                    or (informative and tokens[i].text in ("Ave", "Blvd", "Pkwy"))
                                    or self._alone_in_parentheses(c, first, i)
                                    or self._address_cue_before(text, tokens[first].start)):
                continue
            start = tokens[first].start
            unit = _regex.search(_UNIT_BEFORE_STREET, text, max(0, start - 24), start)
            if unit is not None:
                start = unit.start()
            self._add(c, start, tokens[i].end, "ADDRESS", 0.75, "street name without number")
            last_end = tokens[i].end

    #: The small words between the capitalised words of a facility named head first.
    _HEAD_FIRST_JOINTS = r"de|du|des|la|le|les|del|della|di|y|e"
    #: A facility named head first, as French, Spanish and Italian write them
    #: ("Clinique familiale des Trois-Pignons", "Hôpital Sainte-Agathe", "Clínica Santa
    #: María", "Ospedale San Raffaele"): the head, then capitalised words and the small
    #: words between them.
    _HEAD_FIRST_FACILITY = _regex.compile(
        r"(?<![\p{L}])(?:Clinique|Polyclinique|H[ôo]pital|Centre[ \t]+hospitalier|CHSLD|CLSC"
        r"|Cl[íi]nica|Ospedale|Sanatorio|Policl[íi]nico)"
        r"(?:[ \t]+(?:(?:" + _HEAD_FIRST_JOINTS + r"|familiale|m[ée]dicale"
        r"|universitaire|r[ée]gional|g[ée]n[ée]ral)(?=[ \t])|d'|l'"
        r"|[\p{Lu}][\p{L}'\u2019-]{1,30})){0,5}?"
        r"[ \t]+(?:d'|l')?[\p{Lu}][\p{L}'\u2019-]{1,30}(?![\p{L}])")
    #: What every head of :attr:`_HEAD_FIRST_FACILITY` holds, to skip the scan elsewhere.
    _HEAD_FIRST_WORDS = ("linique", "ôpital", "Hopital", "hospitalier", "CHSLD", "CLSC",
                         "línica", "Clinica", "Ospedale", "Sanatorio", "Policl")

    def _head_first_facilities(self, c: _Ctx) -> None:
        """See :attr:`_HEAD_FIRST_FACILITY`; the longest run of capitalised words."""
        for m in _regex.finditer(self._HEAD_FIRST_FACILITY, c.text):
            end = m.end()
            while (more := _regex.match(self._MORE_CAPITALISED, c.text, end)) is not None:
                end = more.end()
            if not self._overlaps(c, m.start(), end, ("ORG",)):
                self._add(c, m.start(), end, "ORG", 0.85, "facility named head first")

    _MORE_CAPITALISED = _regex.compile(
        r"(?:[ \t]+(?:" + _HEAD_FIRST_JOINTS + r"))?[ \t]+(?:d'|l')?"
        r"[\p{Lu}][\p{L}'\u2019-]{1,30}(?![\p{L}])")

    #: A numbered post, lodge or council of a veterans' or fraternal order: the number
    #: names one hall in one town ("VFW Post 8812", "American Legion Post 42", "Elks
    #: Lodge #1127", "Knights of Columbus Council 5580").
    _NUMBERED_POST = _regex.compile(
        r"(?<![A-Za-z])(?:VFW|V\.F\.W\.|American[ \t]+Legion|AMVETS|DAV|Elks|Moose|Eagles"
        r"|Knights[ \t]+of[ \t]+Columbus|Masonic|Fraternal[ \t]+Order[ \t]+of[ \t]+Eagles)"
        r"[ \t]+(?:Post|Lodge|Chapter|Council|Aerie)[ \t]*(?:#|No\.?)?[ \t]*\d{1,5}(?![\w])")

    def _whole_matches(self, c: _Ctx, pattern: regex.Pattern[str], typ: PhiType,
                       score: float, reason: str) -> None:
        """Each match of a pattern that names a place or an organisation whole, where
        nothing was found before."""
        for m in _regex.finditer(pattern, c.text):
            if not self._overlaps(c, m.start(), m.end()):
                self._add(c, m.start(), m.end(), typ, score, reason)

    def _numbered_posts(self, c: _Ctx) -> None:
        """See :attr:`_NUMBERED_POST`."""
        self._whole_matches(c, self._NUMBERED_POST, "ORG", 0.85, "numbered post or lodge")

    #: Words that close the name of a military unit.
    _UNIT_HEADS = (
        "Squadron|Battalion|Bn|Brigade|Bde|Regiment|Regt|Cavalry|Cav"
        "|Infantry|Inf|Marines|Airborne|Armou?r(?:ed)?|Artillery|Engineers?"
        "|Aviation|Corps|(?:Air|Fighter|Airlift)[ \t]Wing|Fleet|Forces[ \t]Group|Platoon"
        "|Rangers?|Military[ \t]Police|MEU|MEF|BCT|SFG")
    #: Words without which no unit is looked for: a service, a unit's word, a veteran.
    _MILITARY_WORDS = (
        "Army", "ARMY", "Navy", "NAVY", "Marine", "MARINE", "USMC", "USAF", "Air Force",
        "Guard", "eploy", "EPLOY", "eteran", "ETERAN", "ilitary", "ILITARY", "Squadron",
        "Battalion", "Brigade", "Regiment", "Cavalry", "Infantry", "Airborne", "Platoon",
        "oldier", "OLDIER", "nlisted", "NLISTED", "erved", "ERVED")
    #: A military unit: an ordinal, or a battalion and its regiment ("1-22", "2/5"),
    #: then up to two capitalised words and a unit's word ("3rd Squadron", "61st
    #: Cavalry", "101st Airborne Division", "1-22 Infantry", "2/5 Marines"); or a
    #: company by its letter ("Bravo Company", "Company B", "A Co."). With a base and a
    #: deployment it points at a handful of people; so does a ship.
    _MILITARY_UNIT = _regex.compile(
        r"(?<![\w/-])(?:(?:\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)|\d{1,2}[-/]\d{1,3}"
        r"(?:st|nd|rd|th)?)(?:[ \t]+\p{Lu}[\p{L}'-]{1,20}){0,2}?[ \t]+(?:" + _UNIT_HEADS + r")"
        r"(?:[ \t]+(?:Division|Div|Brigade|Bde|Regiment|Battalion|Bn|Group|Team))?"
        r"|(?:Alpha|Bravo|Charlie|Delta|Echo|Fox(?:trot)?|Golf|Hotel|HH[CBT]|[A-H])[ \t]+"
        r"(?:Company|Co\.|Troop|Battery)|Company[ \t]+[A-H]"
        # a ship by its prefix and name ("USS Carter Hall", "USNS Mercy")
        r"|(?:USS|USNS|USCGC|HMS|HMCS|HMAS)[ \t]+\p{Lu}[\p{L}'-]{1,20}"
        r"(?:[ \t]+\p{Lu}[\p{L}'-]{1,20}){0,2})(?![\w-])")

    def _military_units(self, c: _Ctx) -> None:
        """See :attr:`_MILITARY_UNIT`."""
        self._whole_matches(c, self._MILITARY_UNIT, "ORG", 0.8, "military unit")

    #: A street named by a compass point and one capitalised word, without number or
    #: suffix, after "on" or "off" and before a comma ("Walgreens on S Meridian,
    #: Puyallup"): a street only when a known town follows the comma.
    _COMPASS_STREET = _regex.compile(
        r"(?<![A-Za-z])(?:on|off)[ \t]+(?P<street>(?:[NSEW]|[NS][EW])\.?[ \t]+"
        r"\p{Lu}[\p{L}'\u2019-]{2,24})[ \t]*(?=,)")

    def _compass_streets_before_towns(self, c: _Ctx) -> None:
        """See :attr:`_COMPASS_STREET`."""
        for m in _regex.finditer(self._COMPASS_STREET, c.text):
            if self._overlaps(c, m.start("street"), m.end("street")):
                continue
            place = self._city_after(c, m.end("street"))
            if place is None or not place.known or self._common_city(place.name) or (
                    not self._is_cap(c.text[place.start:place.end])):
                continue  # "pt on E Precautions, Mobile unit"
            if is_protected(self._key(m.group("street").split()[-1])):
                continue
            self._add(c, m.start("street"), m.end("street"), "ADDRESS", 0.75,
                      "street named by a compass point before a town")
            self._add_city_after(c, place)

    #: What may follow a street named on a line without case information: the end of
    #: the clause, a town ("in Maynard"), a dash, the next thing placed there, or the flat
    #: on it ("rent on highland ave apt went up").
    _AFTER_UNCASED_STREET = _regex.compile(
        r"[ \t]*(?:$|[\r\n,;.:)(/#]|[-\u2013\u2014][ \t]|(?i:in|near|and|by|across|off"
        r"|between|with|w/|where|since|for|apt|apartment|unit)(?![A-Za-z]))")

    def _on_an_uncased_street(self, c: _Ctx, first: int, suffix: int) -> bool:
        """On a line without case information ("lives w/ wife on savin hill ave.", "APT ON
        MAIN ST IN MAYNARD"): the street's name right after "on", "off", "near"... and
        its suffix closing the clause, so "findings on chest ct" or "on hypoxic drive"
        (suffixes left out of :data:`_UNCASED_STREET_SUFFIXES`) stay."""
        tokens = c.tokens
        if first == 0 or tokens[first - 1].text.lower() not in _ON_AN_UNCASED_STREET:
            return False
        # (the name's words are letters or ordinals: ``_named_streets`` read only those)
        return _regex.match(self._AFTER_UNCASED_STREET, c.text, tokens[suffix].end) is not None

    def _facility_head_after(self, c: _Ctx, pos: int) -> bool:
        """A capitalised facility head right after ``pos`` and a blank."""
        if c.text[pos:pos + 1] != " ":
            return False
        m = _regex.match(self._FACILITY, c.text, pos + 1)
        return m is not None and self._is_cap(m.group()) and m.group("specialty") is None

    def _placed_on_a_street(self, c: _Ctx, first: int, last_end: int) -> bool:
        """Words before a street's name that place something on it: "on", "off",
        "near"..., "the corner of", or a street just named and "and", "&" or "/"
        ("corner of Main St and Elm Ave")."""
        tokens = c.tokens
        if first == 0:
            return False
        key = tokens[first - 1].text.lower()
        if key in _ON_A_STREET:
            return True
        if key == "of" and first > 1 and tokens[first - 2].text.lower() in _CROSSINGS:
            return True
        if key in ("and", "&", "at") and first > 1 and (
                tokens[first - 2].end == last_end or self._overlaps(
                    c, tokens[first - 2].start, tokens[first - 2].end, ("ADDRESS",))
                or (first > 2 and tokens[first - 2].text.isdigit()
                    and tokens[first - 3].text.lower() in _ROUTE_WORDS)):
            return True  # ... or after a numbered road ("Hwy 69 & Old Prospector Hwy")
        return key == "/" and tokens[first - 1].start == last_end

    @staticmethod
    def _alone_in_parentheses(c: _Ctx, first: int, last: int) -> bool:
        """The street's name fills a pair of parentheses ("Exit 248 (Sawmill Flats Rd)
        ramp"): a bracket holds no sentence whose words could end in "Rd" or "Dr"."""
        tokens = c.tokens
        return first > 0 and tokens[first - 1].text == "(" and \
            c.text[tokens[last].end:tokens[last].end + 1] == ")"

    def _bare_streets(self, c: _Ctx) -> None:
        """A street written with a house number and no suffix ("500 W Broadway", "45
        Kingsway, Burnaby"): one or two capitalised words after the number, ending the
        clause. After an address cue that is enough; otherwise a compass point must
        stand between the number and the name, and the name must be a rare word or be
        followed by a town, a state or a unit. Wards named by floor and compass point
        ("4 West Oncology", "7 E Tower") stay."""
        text, tokens = c.text, c.tokens
        numbers = [i - 1 for i in c.doc.positions_of(_DIRECTIONS)]
        for k in c.doc.positions_of(self._CUE_WORDS):
            # the cue stands at most 20 characters before the number (``_ADDRESS_CUE``)
            numbers.extend(i for i in range(k + 1, min(k + 7, len(tokens)))
                           if tokens[i].text.isdigit())
        done = -1
        for i in sorted(set(numbers)):
            if i < 0 or tokens[i].start < done or not tokens[i].text.isdigit() or \
                    len(tokens[i].text) > 6 or (tokens[i].start > 0 and
                                                text[tokens[i].start - 1] in "./-:#$"):
                continue
            m = _regex.match(self._BARE_STREET, text, tokens[i].start)
            if m is None or self._overlaps(c, m.start(), m.end()):
                continue
            keys = [self._key(w) for w in m.group("name").split()]
            if any(k in STOPWORDS or k in _STREET_NOT_NAME or k in _DEPARTMENT_WORDS
                   or k in _HOSPITAL_UNITS or k in _BUILDING_PARTS or is_protected(k)
                   for k in keys):
                continue
            if not c.doc.case_is_informative_at(m.start()):
                continue
            cue = self._address_cue_before(text, m.start())
            if not cue:
                if m.group("dir") is None:
                    continue
                place = self._city_after(c, m.end())
                cont = _regex.match(self._ADDRESS_CONTINUATION, text, m.end()) is not None
                if not (cont or (place is not None and place.known) or
                        all(self._rare(k) for k in keys)):
                    continue
            done = m.end()
            self._add(c, m.start(), m.end(), "ADDRESS", 0.75, "street without suffix")
            self._add_city_after(c, self._city_after(c, m.end()))

    def _regions(self, c: _Ctx) -> None:
        """A region smaller than a state by its name ("summers on Cape Cod", "moved from
        the bay area", "grew up in the Rio Grande Valley"): the words follow each other
        joined by a blank or a hyphen ("Tri-Cities") and, where capitals mean something,
        are all capitalised or none is. The regions whose words have other senses count
        only capitalised where capitals mean something ("Front Range")."""
        tokens = c.tokens
        for i in c.doc.positions_of(_REGION_TABLE.keys()):
            first = tokens[i]
            informative = c.doc.case_is_informative_at(first.start)
            for words, capitalised in _REGION_TABLE[first.text.lower()]:
                taken = self._words_joined(c, i, len(words))
                if tuple(tok.text.lower() for tok in taken) != words:
                    continue
                capitals = [self._is_cap(tok.text) for tok in taken]
                if capitalised and not (informative and all(capitals) and not any(
                        tok.text.isupper() for tok in taken)):
                    continue
                if informative and any(capitals) and not all(capitals):
                    continue  # "the south Shore Hospital": a word of another name
                end = taken[-1].end
                if not self._covered(c, first.start, end):
                    # a part taken by another rule ("Hospice of [Cape] Cod") is widened
                    self._add(c, first.start, end, "LOCATION", 0.8, "region")
                break

    def _words_joined(self, c: _Ctx, i: int, count: int) -> list[Token]:
        """Up to ``count`` word tokens from token ``i`` on, each joined to the one before
        by one blank or by a hyphen with no blank on either side."""
        tokens, text = c.tokens, c.text
        out = [tokens[i]]
        j = i + 1
        while len(out) < count and j < len(tokens):
            gap = text[out[-1].end:tokens[j].start]
            if gap == "" and tokens[j].text == "-" and j + 1 < len(tokens) and (
                    tokens[j + 1].start == tokens[j].end):
                j += 1
            elif gap != " ":
                break
            out.append(tokens[j])
            j += 1
        return out

    #: Words before a county's name written with its word in lower case.
    _COUNTY_PREPOSITIONS: Final = frozenset(split_words("in from of near outside to"))

    def _name_goes_on(self, c: _Ctx, i: int) -> bool:
        """Token ``i`` is followed, after one blank, by a capitalised word."""
        tokens = c.tokens
        return i + 1 < len(tokens) and c.text[tokens[i].end:tokens[i + 1].start] == " " and (
            self._is_cap(tokens[i + 1].text))

    #: Generic words that open the names of counties and townships ("Big Horn County").
    _COUNTY_OPENERS: Final = frozenset(split_words("new big little grand great upper lower"))

    def _counties(self, c: _Ctx) -> None:
        """A county, parish or township by name: one or two capitalised words before the
        word ("Rockland County EMS", "Orleans Parish") or one after "County of"; on a
        line without case information only a rare or known place name."""
        tokens = c.tokens
        for i in c.doc.positions_of(_COUNTY_WORDS):
            word = tokens[i]
            informative = c.doc.case_is_informative_at(word.start)
            # "in Pine Barren township": in lower case only after a place's preposition
            lower = informative and not self._is_cap(word.text)
            before = self._words_before(c, word.start, 2)
            accepted: list[Token] = []
            for tok in reversed(before):
                key = self._key(tok.text)
                if key in _NOT_NAME_PARTS or (
                        key in _COUNTY_WORDS or not tok.text[0].isalpha()):
                    break
                if informative and not self._is_cap(tok.text):
                    break
                if not informative and not (self._rare(key) or city_index().is_city(key)):
                    break
                accepted.insert(0, tok)
            if accepted and len(accepted) < 3:
                # "New Castle County", "Big Horn County", "Lower Merion Township": a
                # generic word written in the case of the name opens it
                k = c.token_index_at(accepted[0].start)
                if k > 0 and self._key(tokens[k - 1].text) in self._COUNTY_OPENERS and (
                        tokens[k - 1].text[1:].isupper() == accepted[0].text[1:].isupper()
                        and self._is_cap(tokens[k - 1].text)) and (
                        c.text[tokens[k - 1].end:accepted[0].start] == " "):
                    accepted.insert(0, tokens[k - 1])
            if lower:
                k = c.token_index_at(accepted[0].start) if accepted else 0
                if k == 0 or self._key(tokens[k - 1].text) not in self._COUNTY_PREPOSITIONS:
                    continue
            if accepted and self._key(word.text) in _DISTRICT_WORDS and (
                    self._key(accepted[-1].text) in _DISTRICT_KINDS
                    or self._name_goes_on(c, i)):
                # "the Health District office", "Water District": a service's; "Eastern
                # Shore District High": an institution's name, read whole elsewhere
                continue
            if accepted:
                first = accepted[0]
                k = c.token_index_at(first.start)
                # "Ekiti South-West LGA", "Ido-Osi LGA": a hyphen joins the name's parts
                while k >= 2 and tokens[k - 1].text == "-" and tokens[k - 1].start == (
                        tokens[k - 2].end) and tokens[k].start == tokens[k - 1].end and (
                        self._is_cap(tokens[k - 2].text) and tokens[k - 2].text.isalpha()):
                    k -= 2
                    first = tokens[k]
                if not self._overlaps(c, first.start, word.end):
                    self._add(c, first.start, word.end, "LOCATION", 0.85, "county")
                continue
            place = self._city_after(c, word.end)
            if place is not None and place.of:
                self._add_city_after(c, place)

    #: A county named after its word, as Ireland and Britain write them ("Ballycorrig,
    #: Co. Roscarrig", "from County Mayo"). "Co." closes a company's name too, so it
    #: counts only after a comma, or with its dot opening a line of an address block or
    #: after "in" or "from" ("lives in Co. Kerry"; "Co Codamol" opening a line is a
    #: drug). The town before the comma is part of the address.
    _COUNTY_FIRST = _regex.compile(
        r"(?:(?<=,[ \t]{0,3})Co\.?|(?:(?<=(?:\A|\n)[ \t]{0,8})|(?<=\b(?i:in|from)[ \t]))Co\."
        r"|(?<![A-Za-z'\u2019-])(?:County|COUNTY))[ \t]+"
        r"(?P<name>\p{Lu}[\p{L}'\u2019-]{2,24})(?![\p{L}\d])")
    #: Words after "County" that make it a US institution or road, not a county's name.
    _COUNTY_INSTITUTIONS: Final = frozenset(split_words("""
        hospital general medical jail court courthouse council clerk road rd route rte line
        fair health home sheriff board commission hall office department dept services
        ems public library school schools fire police attorney prosecutor judge
        coroner mental jobs social assistance housing corrections detention probation
        memorial regional community"""))

    def _counties_named_after(self, c: _Ctx) -> None:
        """See :attr:`_COUNTY_FIRST`."""
        for m in _regex.finditer(self._COUNTY_FIRST, c.text):
            key = self._key(m.group("name"))
            if key in self._COUNTY_INSTITUTIONS or key in STOPWORDS or key in COUNTRIES or (
                    key in STATE_NAMES) or (m.group("name").isupper() and len(key) <= 3):
                continue
            if self._overlaps(c, m.start(), m.end(), ("ADDRESS", "LOCATION")):
                continue
            self._add(c, m.start(), m.end(), "LOCATION", 0.85, "county")
            if m.group().startswith("Co"):
                words = self._words_before(c, _skip_back(c.text, m.start(), " \t,"), 1)
                if words and self._is_cap(words[0].text) and "\n" not in c.text[
                        words[0].end:m.start()] and self._key(words[0].text) not in STOPWORDS:
                    self._add(c, words[0].start, words[0].end, "LOCATION", 0.8,
                              "town before its county")

    #: Words that name a locality before its name, as addresses in the Philippines,
    #: Malaysia, Indonesia, Mexico, Puerto Rico, Brazil and South Asia write them
    #: ("Brgy. Malinaw", "Sitio Kabugao", "Purok 3", "Kampung Baru", "Barrio Obrero",
    #: "Rancho Las Palmas", "Ejido Benito Juárez").
    _LOCALITY_WORDS: Final = (
        "Brgy", "BRGY", "Bgy.", "Barangay", "BARANGAY", "Sitio", "SITIO", "Purok", "PUROK",
        "Kampung", "KAMPUNG", "Kelurahan", "Kecamatan", "Colonia", "Barrio", "BARRIO",
        "Bairro", "Mohalla", "Tehsil", "Taluk", "Taluka", "Rancho", "RANCHO", "Ejido",
        "EJIDO", "Ranchería", "Poblado")
    _LOCALITY_KEYS: Final = frozenset(w.rstrip(".").lower() for w in _LOCALITY_WORDS)
    _LOCALITY_FIRST = _regex.compile(
        r"(?<![\p{L}\d])(?:" + "|".join(w.rstrip(".") for w in _LOCALITY_WORDS)
        + r")\.?[ \t]+(?P<name>\d{1,3}(?:-?[A-Z])?(?![\p{L}\d])"
        r"|\p{Lu}[\p{L}'\u2019-]{1,24}(?:[ \t]\p{Lu}[\p{L}'\u2019-]{1,24}){0,2})")
    #: Words after a locality's word that make it an office or a post, not a name
    #: ("Barangay Health Station", "Barangay Captain").
    _LOCALITY_OFFICES: Final = frozenset(split_words("""
        health hall captain council official officials tanod station worker workers
        chairman chairwoman kagawad clearance center centre secretary office"""))

    def _localities_named_after(self, c: _Ctx) -> None:
        """See :attr:`_LOCALITY_FIRST`: the word and the locality's name."""
        for m in _regex.finditer(self._LOCALITY_FIRST, c.text):
            first = self._key(m.group("name").split()[0])
            if first in self._LOCALITY_OFFICES or first in STOPWORDS or first in COUNTRIES:
                continue
            if self._overlaps(c, m.start(), m.end(), ("ADDRESS", "LOCATION")):
                continue
            self._add(c, m.start(), m.end(), "LOCATION", 0.85, "locality named after its word")

    _PRECINCT = _regex.compile(
        r"(?i)(?<![\w])(?:\d{1,3}(?:st|nd|rd|th)[ \t]+precinct|precinct[ \t]*\#?[ \t]*\d{1,4})"
        r"(?![\w])")

    def _precincts(self, c: _Ctx) -> None:
        """A police or voting precinct by number ("NYPD 115th Precinct", "Precinct 12"): a
        geographic unit smaller than a state."""
        self._whole_matches(c, self._PRECINCT, "LOCATION", 0.85, "precinct")

    #: Words of directions before a numbered road (see ``_routes``).
    _ROUTE_DIRECTIONS: Final = frozenset(split_words("from to take took taking by"))

    def _routes(self, c: _Ctx) -> None:
        """A numbered road after "on", "off", "along"... ("accident on Route 9", "exit
        off Hwy 61", "along I-95"); a house number is not needed."""
        tokens = c.tokens
        for i in c.doc.positions_of(_ROUTE_WORDS):
            # directions name the road they start from or lead to, capitalised ("from
            # Route 31 turn left", "take Hwy 9 north")
            directed = i > 0 and self._key(tokens[i - 1].text) in self._ROUTE_DIRECTIONS and (
                tokens[i].text[:1].isupper()) and c.text[tokens[i - 1].end:tokens[i].start] == " "
            # a house number on the road: "Clinic: 9020 Interstate 40 W, Amarillo TX"
            housed = i > 0 and tokens[i - 1].text.isdigit() and len(tokens[i - 1].text) <= 6 \
                and c.text[tokens[i - 1].end:tokens[i].start] == " " and (
                    self._line_opening(c.text, tokens[i - 1].start)
                    or c.text[max(0, tokens[i - 1].start - 3):tokens[i - 1].start].rstrip(
                        " \t").endswith((":", "|"))
                    or self._address_cue_before(c.text, tokens[i - 1].start))
            if not directed and not housed and not self._placed_on_a_street(c, i, -1):
                continue
            m = _regex.match(self._ROUTE, c.text, tokens[i].start)
            if m is not None and not self._overlaps(c, m.start(), m.end()):
                mile = _regex.match(self._MILE_AFTER, c.text, m.end())
                end = m.end() if mile is None else mile.end()
                start = m.start()
                place = None
                if housed:
                    lanes = _regex.match(self._ROUTE_DIRECTION_AFTER, c.text, end)
                    end = end if lanes is None else lanes.end()
                    place = self._city_after(c, end)
                    if lanes is None and place is None and not directed and not (
                            self._placed_on_a_street(c, i, -1)):
                        continue  # a count before the road's name, or a dose
                    start = tokens[i - 1].start
                self._add(c, start, end, "ADDRESS", 0.8, "numbered road")
                self._add_city_after(c, place)

    def _po_boxes_and_zips(self, c: _Ctx) -> None:
        text = c.text
        lowered = text.lower()
        if "box" in lowered or "PO A" in text or " bag" in lowered or "PMB" in text or (
                "P.M.B" in text):  # "APO AE", "FPO AP", "DPO AA"
            for m in _regex.finditer(self._PO_BOX, text):
                self._add(c, m.start(), m.end(), "ADDRESS", 0.95, "PO box")
                self._add_city_after(c, self._city_after(c, m.end()))
        for m in self._at(c, "apartment", self._APARTMENT):
            if m.group().lower().startswith(("suite", "ste")) and _regex.search(
                    self._ROOM_BEFORE_SUITE, text[max(0, m.start() - 16):m.start()]):
                continue  # "IR Suite 2", "Endoscopy Suite 3": a room of the hospital
            if m.group("street") is not None and not self._overlaps(
                    c, m.start("street"), m.end("street"), ("ADDRESS",)):
                continue  # a shop or a floor only before a street address found
            if not self._overlaps(c, m.start(), m.end()):
                self._add(c, m.start(), m.end(), "ADDRESS", 0.85, "apartment or suite")
        if "zip" in lowered or "postal" in lowered:
            for m in _regex.finditer(self._ZIP_CUED, text):
                self._add(c, m.start("zip"), m.end("zip"), "ADDRESS", 0.95,
                          "ZIP code after cue")
                if text[_skip_back(text, m.start(), " \t") - 1:m.start()].startswith(","):
                    self._town_before_postcode(c, m.start())  # "Mill Harbor, ZIP 04872"
        if _regex.search(self._CANADIAN_POSTCODE_DIGITS, text) is not None:
            for m in _regex.finditer(self._CANADIAN_POSTCODE, text):
                self._add(c, m.start(), m.end(), "ADDRESS", 0.85, "Canadian postal code")
                self._town_before_postcode(c, m.start())
        if _regex.search(self._FOREIGN_POSTCODE_DIGITS, text) is None and _regex.search(
                self._AUSTRALIAN_STATE_POSTCODE, text) is None:
            return
        for m in _regex.finditer(self._FOREIGN_POSTCODE, text):
            placed = _regex.search(self._BEFORE_POSTCODE, text, max(0, m.start() - 34),
                                   m.start())
            if placed is None:
                continue
            if placed.group("district") and text[
                    placed.start():placed.start("district")].lower() in city_index().states_of:
                self._add(c, placed.start(), placed.end("district"), "LOCATION", 0.85,
                          "postal district before a postcode")
            if not self._overlaps(c, m.start("code"), m.end("code")):
                self._add(c, m.start("code"), m.end("code"), "ADDRESS", 0.85,
                          "postcode after a place name")
                self._town_before_postcode(c, m.start("code"))

    def _coordinates(self, c: _Ctx) -> None:
        """Latitude and longitude, in degrees with hemispheres or after a cue word."""
        text = c.text
        if "°" in text or c.doc.may_hold(*self._COORDINATE_SHAPES):
            for m in _regex.finditer(self._COORDINATE_PAIR, text):
                self._add(c, m.start(), m.end(), "LOCATION", 0.9, "geographic coordinates")
        cues = c.doc.token_positions.keys() & self._COORDINATE_CUES
        if not cues:
            return
        for m in _regex.finditer(self._CUED_COORDINATES, text):
            group = "pair" if m.group("pair") else "one"
            start, end = m.span(group)
            if self._overlaps(c, start, end):
                continue
            if group == "pair":
                # a cue word on the line before the pair, within a few words
                line_start = text.rfind("\n", 0, start) + 1
                before = text[max(line_start, start - 40):start].lower()
                words = set(_regex.findall(self._CUE_WORD, before))
                if not words & self._COORDINATE_CUES:
                    continue
                lat, lon = (float(v.strip().rstrip("°")) for v in m.group(group).split(","))
                if abs(lat) > 90 or abs(lon) > 180:
                    continue
            self._add(c, start, end, "LOCATION", 0.85, "coordinates after a cue")

    #: Five or six digits that close an address line after a town ("Hyderabad 500027",
    #: "Bengaluru - 560078", "Paris 75017"), perhaps across a dash.
    _CODE_AFTER_TOWN = _regex.compile(
        r"(?<=\p{L})[ \t]+(?:(?P<dash>[-\u2013])[ \t]+)?"
        r"(?P<code>\d{5}|[1-9]\d{5}|[1-9]\d{2}[ \t]\d{3})"
        r"(?![\w]|[.,/:-]\d)(?=[ \t]*(?:$|[\r\n,;.)|]))", regex.MULTILINE)

    def _towns_before_codes(self, c: _Ctx) -> None:
        """See :attr:`_CODE_AFTER_TOWN`: the word (or two) before the code must be a
        known town that is no everyday word. The code, a long run of digits, is left to
        the identifiers."""
        for m in _regex.finditer(self._CODE_AFTER_TOWN, c.text):
            words = self._words_before(c, m.start(), 2)
            if not words or not self._is_cap(words[-1].text):
                continue
            town = None
            for size in (2, 1):
                toks = words[-size:]
                if len(toks) < size or not all(self._is_cap(t.text) for t in toks):
                    continue
                name = " ".join(self._key(t.text) for t in toks)
                if city_index().is_city(name) and not self._common_city(name):
                    town = toks
                    break
                if size == 1 and m.group("dash") and len(m.group("code")) > 5 and (
                        self._rare_unprotected(name)) and name not in _POSTCODE_WORDS:
                    town = toks  # "Kalyanapuram - 635 109": a town and its PIN code
                    break
            if town is None:
                continue
            if not self._overlaps(c, town[0].start, town[-1].end, ("ADDRESS", "LOCATION")):
                self._add(c, town[0].start, town[-1].end, "LOCATION", 0.8,
                          "town before a postal code")
            if not m.group("code").isdigit():  # "635 109" is no run of digits
                self._add(c, m.start("code"), m.end("code"), "ADDRESS", 0.8,
                          "postal code after a town")

    def _town_before_postcode(self, c: _Ctx, pos: int) -> None:
        """"Harrogate HG2 8PT", "Montreal, QC H2X 3K8", "Montréal (QC) H2L 2H7": the
        capitalised word before a postcode (past a province code, bracketed or not, a
        province's name in brackets, and a comma) is the town."""
        text = c.text
        words = self._words_before(c, _skip_back(text, pos, " \t,)"), 2)
        if words and ((words[-1].text.isupper() and len(words[-1].text) <= 3) or (
                text[words[-1].start - 1:words[-1].start] == "("
                and text[words[-1].end:words[-1].end + 1] == ")")):
            # past a province or state code, or a province named in brackets
            # ("Montréal (Québec) H3T 1E2")
            words = self._words_before(c, _skip_back(text, words[-1].start, " \t,("), 1)
        if not words:
            return
        town = words[-1]
        key = self._key(town.text)
        if (town.text[:1].isupper() and key not in STOPWORDS and len(key) > 2
                and key not in _POSTCODE_WORDS
                and not self._overlaps(c, town.start, town.end, ("ADDRESS", "LOCATION"))):
            start = town.start
            first = self._words_before(c, town.start, 1)
            if first and c.text[first[0].end:town.start] == " " and self._is_cap(
                    first[0].text):
                # "Wagga Wagga NSW 2650", "Port Augusta SA 5700", "Heaton Moor SK4":
                # a doubled word, a town's opening word or a known two-word town
                prev = self._key(first[0].text)
                if prev == key or prev in _TOWN_OPENERS or city_index().is_city(
                        f"{prev} {key}"):
                    start = first[0].start
                elif key in self._TOWN_TAILS:
                    # "Kallaroo Heights QLD 4510", "RED MESA WASH AZ 86514": a place's
                    # ending closes a name of up to three words
                    start = self._name_before_tail(c, town)
                else:
                    # "3318 Juniper Hollow Ct, Traverse Bend, MI 49684": the words
                    # between a street address's comma (or the line's start) and the
                    # state are all the town's
                    lead = self._name_before_tail(c, town)
                    if self._opens_address_field(c, lead):
                        start = lead
            self._add(c, start, town.end, "LOCATION", 0.8, "town before a postcode")

    #: A house number and a street's name of up to three capitalised words without a
    #: suffix, opening a field and closed by the comma before the town
    #: ("Preferred pharmacy: Family Drugs, 512 Broadway, Bayonne, NJ 07002").
    _STREET_BEFORE_TOWN: Final = _regex.compile(
        r"(?:^|(?<=[,:;(][ \t]{0,3})|(?<=[ \t]{2}))(?P<street>\d{1,6}[A-Za-z]?[ \t]+"
        r"(?:\p{Lu}[\p{L}'.]{0,20}[ \t]+){0,2}\p{Lu}[\p{L}'.]{0,20}),[ \t]*\Z")

    def _street_before_town(self, c: _Ctx, town: int) -> None:
        """A street named without a suffix ("512 Broadway") before the comma of a town
        that its state and ZIP code close: the line is an address, so the number and
        the words are its street."""
        line_start = c.text.rfind("\n", 0, town) + 1
        m = _regex.search(self._STREET_BEFORE_TOWN, c.text, max(line_start, town - 60), town)
        if m is None or self._overlaps(c, m.start("street"), m.end("street")):
            return
        self._add(c, m.start("street"), m.end("street"), "ADDRESS", 0.85,
                  "street before its town, state and ZIP code")

    #: Words of place after which the capitalised words before a state are the town's.
    _TOWN_PREPOSITIONS: Final = frozenset(split_words("in at from to near of"))

    def _opens_address_field(self, c: _Ctx, pos: int) -> bool:
        """Whether ``pos`` opens a line, follows the comma closing a street address or
        follows a preposition ("moved to Traverse Bend, MI 49684")."""
        j = _skip_back(c.text, pos, " \t")
        if j == 0 or c.text[j - 1] == "\n":
            return True
        if c.text[j - 1] == ",":
            return self._overlaps(c, j - 2, j - 1, ("ADDRESS",))
        before = self._words_before(c, pos, 1)
        return bool(before) and before[0].text in self._TOWN_PREPOSITIONS

    def _name_before_tail(self, c: _Ctx, tail: Token) -> int:
        """Where a town's name ending in ``tail`` begins: up to two capitalised words
        one blank apart before it, no street word, stop word or word a span holds."""
        start = tail.start
        for word in reversed(self._words_before(c, start, 2)):
            key = self._key(word.text)
            if c.text[word.end:start] != " " or not (
                    word.text.isalpha() and self._is_cap(word.text)) or key in STOPWORDS or (
                    key in STRONG_STREET_SUFFIXES) or self._overlaps(c, word.start, word.end):
                break
            start = word.start
        return start

    def _city_state(self, c: _Ctx) -> None:
        """"Baltimore, MD 21201", "Catonsville, Maryland": city checked against the state."""
        index = city_index()
        for m in self._states(c):
            state = m.group("state")
            abbr = state if len(state) == 2 else STATE_NAMES.get(state.lower(), "")
            if not abbr:
                continue
            before = self._words_before(c, m.start(), index.max_words)
            found = 0
            for n in range(len(before), 0, -1):
                name = " ".join(self._key(t.text) for t in before[-n:])
                if name in index.by_state.get(abbr, ()):
                    found = n
                    break
            comma = "," in m.group("sep")
            if found:
                toks = before[-found:]
                name = " ".join(self._key(t.text) for t in toks)
                plain = len(state) > 2 or state not in _WORDLIKE_STATE_CODES
                # "..., LINCOLN MA" closing the line: the last part of an address or a
                # letterhead, whatever the town's name means as a word
                closing = c.text[:toks[0].start].rstrip(" \t").endswith(",") and \
                    closes_clause(c.text, m.end("state"), "\r\n,;.()")
                if self._case_ok(c, toks) and (
                        closing or ((comma or m.group("zip") or plain) and (
                            comma or m.group("zip") or not self._common_city(name)))):
                    self._add(c, toks[0].start, toks[-1].end, "LOCATION", 0.9,
                              "city followed by its state")
                    c.found_words[name] = "LOCATION"
                    if comma and m.group("zip"):
                        self._street_before_town(c, toks[0].start)
                else:
                    found = 0
            if m.group("zip"):
                self._add(c, m.start("zip"), m.end("zip"), "ADDRESS", 0.9,
                          "ZIP code after state")
                if not found:
                    # "Glenarden, MD 20706", "Harrowgate, Ohio 44308": a town the index
                    # lacks, named by the line
                    self._town_before_postcode(
                        c, m.start("zip") if len(state) == 2 else m.start())

    #: Last words that only places end with ("Dillard Gap, KY", "Many Ravens Chapter,
    #: AZ"), besides the heads of neighbourhoods and towns.
    _PLACE_LAST_WORDS: Final = _AREA_NAME_WORDS | _TOWN_HEADS | frozenset(split_words("""
        gap chapter fork forks run branch corners crossroads bend flats prairie"""))
    #: State codes that are also credentials after a signer's name ("Dunmore, PA" is
    #: left to the name recognizer, which reads the word before a credential).
    _CREDENTIAL_STATES: Final = frozenset({"MD", "PA", "MA"})
    #: A comma, then a Canadian province, an Australian, Mexican or Indian state, by code
    #: or by name, or a US state by name ("Moncton, NB", "Cambridge, Ontario", "Dillard
    #: Gap, Kentucky", "Apatzingán, Michoacán", "Thrissur, Kerala"). States whose names
    #: are also surnames ("Hidalgo", "Guerrero") are left out.
    _REGION_AFTER_COMMA = _regex.compile(
        r"(?<=\p{L}),[ \t]*(?P<region>AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|PEI|QC|SK|YT|NSW|QLD"
        r"|VIC|TAS|ACT|Ontario|Qu[eé]bec|Nova[ \t]Scotia|New[ \t]Brunswick|Manitoba"
        r"|Saskatchewan|Alberta|British[ \t]Columbia|Newfoundland(?:[ \t]and[ \t]Labrador)?"
        r"|Prince[ \t]Edward[ \t]Island|Yukon|Queensland|Tasmania|New[ \t]South[ \t]Wales"
        r"|Aguascalientes|Baja[ \t]California(?:[ \t]Sur)?|Campeche|Chiapas|Chihuahua"
        r"|Coahuila|Colima|Durango|Guanajuato|Jalisco|Michoac[aá]n|Morelos|Nayarit"
        r"|Nuevo[ \t]Le[oó]n|Oaxaca|Puebla|Quer[eé]taro|Quintana[ \t]Roo"
        r"|San[ \t]Luis[ \t]Potos[ií]|Sinaloa|Sonora|Tabasco|Tamaulipas|Tlaxcala|Veracruz"
        r"|Yucat[aá]n|Zacatecas|Kerala|Karnataka|Tamil[ \t]Nadu|Maharashtra|Gujarat"
        r"|Rajasthan|Bihar|Odisha|Telangana|(?:Andhra|Uttar|Madhya|Himachal)[ \t]Pradesh"
        r"|West[ \t]Bengal|Haryana|Jharkhand|Chhattisgarh|Uttarakhand|" + "|".join(
            sorted((name.title().replace(" ", "[ \\t]") for name in STATE_NAMES),
                   key=len, reverse=True)) + r")(?![\w])")

    def _regions_after_commas(self, c: _Ctx) -> Iterator[tuple[int, int]]:
        """(comma start, region end) of each state or province after a comma: US codes
        from the trigger hits, the rest by pattern."""
        tokens = c.tokens
        for i in c.hits.get("state", ()):
            code = tokens[i]
            if i >= 2 and tokens[i - 1].text == "," and len(code.text) == 2 and (
                    code.text not in self._CREDENTIAL_STATES):
                yield tokens[i - 1].start, code.end
        if "," in c.text:
            for m in _regex.finditer(self._REGION_AFTER_COMMA, c.text):
                yield m.start(), m.end()

    def _unknown_towns_before_states(self, c: _Ctx) -> None:
        """"Dillard Gap, KY", "residence, Many Ravens Chapter, AZ - approx 50 mi",
        "Moncton, NB", "Cambridge, Ontario": up to three capitalised words between a
        clause boundary and a comma before a state or a province, in capitals if a code,
        that closes the clause (or the clause goes on in lower case) are a town when
        the last word is one that ends place names, the words are a known town, or every
        word is uncommon and no term. After a street address and its comma a blank may
        stand before the state's code when it closes the line ("77 Larkspur Ct, Marrow
        Falls OH")."""
        text = c.text
        for comma, end in self._regions_after_commas(c):
            if not c.doc.case_is_informative_at(comma):
                continue
            rest = text[end:end + 3]
            if not (closes_clause(text, end, "\r\n,;.()|-") or (
                    rest[:1] == " " and rest[1:2].islower())):
                continue  # "Chest Pain, MI" opens no town: the clause must go on as prose
            words = self._words_before(c, comma, 3)
            while words and not words[0].text[:1].isupper():
                words = words[1:]  # "in Dillard Gap"
            if not words or self._overlaps(c, words[0].start, words[-1].end,
                                           ("ADDRESS", "ORG")):
                continue  # (a town found in part, "in Dillard", is completed)
            # the phrase is whole: what stands before it is no further capitalised word
            before = self._words_before(c, words[0].start, 1)
            if before and self._is_cap(before[0].text) and len(words) == 3:
                continue
            keys = [self._key(w.text) for w in words]
            if not all(w.text[:1].isupper() and not w.text.isupper() and w.text.isalpha()
                       for w in words) or any(k in STOPWORDS for k in keys):
                continue
            name = " ".join(keys)
            if keys[-1] in self._PLACE_LAST_WORDS or name in world_towns() or (
                    city_index().is_city(name)) or all(
                    zipf(k) < COMMON_ZIPF and not is_protected(k) for k in keys) or (
                    # "Port Gannet, WA": a word that opens towns, then a rare one
                    len(keys) > 1 and keys[0] in _TOWN_OPENERS
                    and all(zipf(k) < COMMON_ZIPF for k in keys[1:])) or (
                    # "1200 Terminal Way, Lone Pine, CA": the town of a street address
                    self._after_street(c, words[0].start)):
                self._add(c, words[0].start, words[-1].end, "LOCATION", 0.75,
                          "town before a state or province")
        tokens = c.tokens
        for i in c.hits.get("state", ()):
            # "ADDR: 77 Larkspur Ct, Marrow Falls OH": after a street address and its
            # comma, capitalised words and a state's code with a blank between, closing
            # the line
            code = tokens[i]
            if i < 2 or len(code.text) != 2 or not code.text.isupper() or text[
                    tokens[i - 1].end:code.start] != " " or not closes_clause(
                    text, code.end, "\r\n"):
                continue
            words = self._words_before(c, code.start, 3)
            while words and not self._after_street(c, words[0].start):
                words = words[1:]
            if words and all(self._is_cap(w.text) and w.text.isalpha() for w in words) and (
                    not self._overlaps(c, words[0].start, words[-1].end)):
                self._add(c, words[0].start, words[-1].end, "LOCATION", 0.75,
                          "town before a state or province")

    @staticmethod
    def _after_street(c: _Ctx, pos: int) -> bool:
        """Whether ``pos`` follows a street address and its comma."""
        return PlacesRecognizer._after_span(c, pos, ("ADDRESS",), "street")

    @staticmethod
    def _after_span(c: _Ctx, pos: int, types: tuple[str, ...], reason: str = "") -> bool:
        """Whether ``pos`` follows a comma after a span found of one of ``types``
        (whose reason opens with ``reason``)."""
        text, end = c.text, pos
        while end > 0 and text[end - 1] in " \t":
            end -= 1
        if end == 0 or text[end - 1] != ",":
            return False
        end -= 1
        while end > 0 and text[end - 1] in " \t":
            end -= 1
        return any(s.end == end and s.type in types and s.reason.startswith(reason)
                   for s in c.spans)

    # ---- cities ---------------------------------------------------------------------

    def _cities_after_cues(self, c: _Ctx) -> None:
        index = city_index()
        seen: set[int] = set()

        def quarter(pos: int, toks: list[Token]) -> bool:
            if len(toks) < 2 or not (self._neighbourhood(c, toks[0], toks[1])
                                     or self._little_country(c, toks[0], toks[1])):
                return False
            seen.add(pos)
            self._add(c, toks[0].start, toks[1].end, "LOCATION", 0.7,
                      "neighbourhood after location cue")
            return True

        def city_span(pos: int, strength: str) -> None:
            if pos in seen:
                return
            hyphenated = self._hyphenated_town(c, pos, strength)
            if hyphenated is not None:
                toks, n = [hyphenated[0]], 1
            else:
                toks = self._phrase_after(c, pos, max(index.max_words, 4))
                if not toks or not toks[0].text[0].isalpha():
                    return
                n = self._city_at(c, toks)
                if n <= 1 and len(toks) > 1 and self._key(toks[0].text) in (
                        _TOWN_PREFIXES) and self._is_cap(toks[0].text):
                    # "in Old Millbury", "to West Boston": a known town after a word
                    # that tells a part of it apart (though "West" is a town itself)
                    m = self._city_at(c, toks[1:])
                    if m and self._accepted_city(c, toks[1:], m, strength) is not None:
                        self._add(c, toks[0].start, toks[m].end, "LOCATION",
                                  0.85 if strength != "weak" else 0.7, "city after location cue")
                        seen.add(pos)
                        return
            if n:
                name = hyphenated[1] if hyphenated is not None else self._accepted_city(
                    c, toks, n, strength)
                if name is None:
                    # "in Park Slope": a town refused as an everyday word may open the
                    # name of a quarter
                    quarter(pos, toks)
                    return
                extended = n
                while extended < len(toks) and extended < n + 2 and (
                        self._key(toks[extended].text) in LOCALITY_WORDS
                        or (self._key(toks[extended].text) in self._LANDSCAPE_LAST
                            and self._is_cap(toks[extended].text))
                        or (strength == "residence" and (
                            self._placey(c, toks[extended])
                            or (self._key(toks[extended].text) in _AREA_NAME_WORDS
                                and self._is_cap(toks[extended].text))))):
                    # "lives in Park Slope", "lives in Cedar Bluff Estates": the rest of
                    # a neighbourhood's or a development's name after a town's
                    extended += 1
                if self._overlaps(c, toks[0].start, toks[extended - 1].end, ("ADDRESS",)):
                    return
                seen.add(pos)
                self._add(c, toks[0].start, toks[extended - 1].end, "LOCATION",
                          0.85 if strength != "weak" else 0.7, "city after location cue")
                c.found_words[name] = "LOCATION"
                return
            if quarter(pos, toks):
                return
            if strength in ("weak", "family"):
                # "in Edgemere area": an unknown place name confirmed by the next word.
                if len(toks) >= 2 and self._key(toks[1].text) in _AREA_WORDS and \
                        self._placey(c, toks[0]) and (
                            c.doc.case_is_informative_at(toks[0].start)
                            or _lexicon().name_count(toks[0].text) > 0):
                    seen.add(pos)
                    self._add(c, toks[0].start, toks[0].end, "LOCATION", 0.7,
                              "place name before area word")
                elif c.doc.case_is_informative_at(toks[0].start) and \
                        self._key(toks[0].text) in HOSPITAL_NAME_WORDS and \
                        self._is_cap(toks[0].text) and self._key(toks[0].text) != "general":
                    seen.add(pos)
                    self._add(c, toks[0].start, toks[0].end, "LOCATION", 0.7,
                              "hospital name after location cue")
                return
            if strength != "residence":
                return
            # After "lives in", an unknown rare or capitalised word is a place too
            # ("lives in white amrsh", "lives in Xyzville").
            first = toks[0].text.lower()
            if first in STOPWORDS or first in GENERIC_MODIFIERS:
                return
            last = -1
            for i, tok in enumerate(toks[:3]):
                if self._placey(c, tok) or self._foreign_place(c, tok) or self._area_word(
                        toks, i, last):
                    last = i
                elif tok.text.lower() in STOPWORDS or not tok.text[0].isalpha():
                    break
            titled = self._titled_run(c, toks) if last < 0 else 0
            if titled:
                last = titled
            if last >= 0 and not self._overlaps(c, toks[0].start, toks[last].end):
                seen.add(pos)
                self._add(c, toks[0].start, toks[last].end, "LOCATION", 0.7,
                          "place after residence cue")
                if titled:  # "Rough Rock" recurs as the place ("the Rough Rock chapter")
                    self._remember(c, c.text[toks[0].start:toks[last].end])

        for m in self._at(c, "residence", self._RESIDENCE_CUE, _RESIDENCE_NEXT, 3):
            city_span(m.start("rest"), "residence")
        for m in self._at(c, "residence", self._RESIDENCE_AT_IN, _AT, 1):
            # after a comma the town must be no everyday word ("lives at home, Normal
            # mood" stays)
            city_span(m.start("rest"), "residence" if m.group("joint") != "," else "family")
        for m in self._at(c, "residence_abroad", self._RESIDENCE_ABROAD):
            city_span(m.start("rest"), "residence")
        for m in self._at(c, "residence", self._BARE_RESIDENCE):
            # as after a relative, only a town the lists know and no everyday word
            # ("lives Alone", "living Will" stay)
            city_span(m.start("rest"), "family")
        for m in self._at(c, "city_label", self._CITY_LABEL):
            city_span(m.start("rest"), "residence")
        for m in self._at(c, "home_label", self._HOME_LABEL):
            # as after a relative, only a town the lists know and no everyday word
            city_span(m.start("rest"), "family")
        for m in self._at(c, "travel", self._TRAVEL_CUE, _TRAVEL_NEXT, 3):
            # "in from", "back from": also said of wards and homes; as after a relative,
            # a town that is also an everyday word ("in from Normal saline") is refused
            adverb = m.group().split(None, 1)[0].lower() in _ADVERB_TRAVEL
            city_span(m.start("rest"), "family" if adverb else "travel")
        for m in self._at(c, "event_away", self._EVENT_AWAY_CUE):
            city_span(m.start("rest"), "residence")
        for m in self._at(c, "itinerary", self._ITINERARY_CUE):
            # "via" also routes drugs and lines ("via Foley", "via Hickman"): weak; one
            # departs AMA or home and arrives by ambulance, so after those words a town
            # that is also an everyday word is refused, as after a relative
            head = m.group()[:3].lower()
            if m.group()[:4].lower() in ("depl", "stat"):
                # where a soldier served, like where one lives, is a place even when no
                # list holds it ("deployed to Fallujah"); without "to" or "in", a town
                # the lists know and no everyday word ("Deployed Ramadi"; "airbag
                # deployed Driver side" stays)
                city_span(m.start("rest"), "residence" if m.group().rstrip().lower().endswith(
                    ("to", "in", "at")) else "family")
                continue
            first = c.text[m.end():m.end() + 6].split(None, 1)[0] if c.text[
                m.end():m.end() + 1].isalpha() else ""
            if head in ("dep", "arr", "des") and first.isupper() and len(first) <= 4 and (
                    c.doc.case_is_informative_at(m.end())):
                continue  # "departed AMA", "Arrival: ED triage": an acronym, no town
            city_span(m.start("rest"), "weak" if head == "via" else "family" if head in (
                "dep", "arr", "des") else "travel")
        for m in self._at(c, "family", self._FAMILY_CUE, _FAMILY_NEXT, 3):
            city_span(m.start("rest"), "family")
        tokens = c.tokens
        for i in c.hits.get("family", ()):
            # "Maternal aunt Rose Tillman (Houma)", "NOK son (Dunedin)": a known town
            # alone in parentheses after a relative, or after the relative's name.
            j = i + 1
            while j < min(len(tokens), i + 4) and tokens[j].text[:1].isupper() and \
                    tokens[j].text.isalpha():
                j += 1
            if j < len(tokens) and tokens[j].text == "(":
                toks = self._phrase_after(c, tokens[j].end, index.max_words)
                n = self._city_at(c, toks)
                # closing the parentheses, or before a telephone number in them
                # ("sister Gwendolyn Oyelowo (Schenectady, 518-555-0145)")
                if n and (c.text.startswith(")", toks[n - 1].end) or _regex.match(
                        self._PHONE_AFTER, c.text, toks[n - 1].end) is not None):
                    city_span(tokens[j].end, "travel")
        for i in c.hits.get("weak", ()):
            # where a person comes from, before the same "from" is read as a weak cue
            if c.tokens[i].text.lower() != "from" or i + 1 >= len(c.tokens):
                continue
            nxt, pos = c.tokens[i + 1], c.tokens[i].start
            origin = _regex.search(self._ORIGIN_BEFORE, c.text, max(0, pos - 60), pos)
            if origin is None:
                continue
            if c.doc.case_is_informative_at(nxt.start):
                if self._is_cap(nxt.text):
                    city_span(nxt.start, "residence")
            elif origin.group("verb") is None and \
                    self._rare_unprotected(self._key(nxt.text)):
                # where case says nothing, a rare word no list protects after the patient
                # or an age ("PT FROM FOGO"; "pt states they are from hemrroids" stays)
                city_span(nxt.start, "residence")
        for m in self._weak_cues(c):
            city_span(m.start("rest"), "weak")
        for i in c.hits.get("weak", ()):
            if c.tokens[i].text.lower() in ("at", "from", "@"):
                self._practice_of_clinician(c, i)

    def _little_country(self, c: _Ctx, first: Token, second: Token) -> bool:
        """"in Little Haiti", "lives in Little Saigon": the quarter a community named
        after its country or city, capitalised where capitals mean something."""
        if self._key(first.text) != "little" or c.text[first.end:second.start] != " ":
            return False
        if c.doc.case_is_informative_at(first.start) and not (
                self._is_cap(first.text) and self._is_cap(second.text)):
            return False
        key = self._key(second.text)
        return key in COUNTRIES or city_index().is_city(key)

    def _neighbourhood(self, c: _Ctx, first: Token, head: Token) -> bool:
        """Two words after a location cue naming a quarter of a town ("in Park Slope",
        "in Ukrainian Village", "near union square", "IN UPHAMS CORNER"): a word that
        only such names end with, after a capitalised word where capitals mean
        something, elsewhere after a rare word, a town or a word of hospitals' names.
        The first word may be a possessive where capitals mean something ("near
        Cobbler's Wharf")."""
        owner = first.text[:-2] if first.text.endswith(("'s", "\u2019s")) else ""
        if c.text[first.end:head.start] not in (" ", "\t") or not (
                (first.text.isalpha() or (owner.isalpha() and self._is_cap(owner)
                                          and c.doc.case_is_informative_at(first.start)))
                and head.text.isalpha()):
            return False
        key, head_key = self._key(first.text), self._key(head.text)
        if key in _NOT_NAME_PARTS or key in COUNTRIES or key in _SIDES or self._overlaps(
                c, first.start, head.end):
            return False
        if c.doc.case_is_informative_at(first.start):
            return head_key in _NEIGHBOURHOOD_HEADS and self._is_cap(first.text) and \
                self._is_cap(head.text) and not first.text.isupper()
        return head_key in _UNCASED_NEIGHBOURHOOD_HEADS and (
            key in HOSPITAL_NAME_WORDS or city_index().is_city(key)
            or self._rare_unprotected(key))

    #: A comma and the start of a telephone number ("(Schenectady, 518-555-0145)").
    _PHONE_AFTER = _regex.compile(r",[ \t]*(?:\+|\(\d|\d{3}[ .-])")

    #: Where a person comes from: "originally from", "is from", "67F from", "pt from".
    _ORIGIN_BEFORE = _regex.compile(
        # (a verb says too little on a line without case: "pt states are from hemrroids")
        r"(?i)(?:(?<![A-Za-z])(?:originally|orig\.?|(?P<verb>is|was|are|hails)|pt|patient)"
        r"|(?<![\w.])\d{1,3}[ \t-]?(?:(?-i:[MF])|yo|y/o|y\.o\.|yom|yof"
        # ... and up to three words after the age ("33-year-old charter boat captain
        # from", "67 YEAR OLD MAN FROM")
        r"|(?:year|yr)s?[- ]old(?:[ \t]+(?!(?:with|who|has|had|and|in|on|of|for|at|to|is|was"
        r"|after|status|presenting|transferred|referred|discharged|admitted)(?![a-z]))"
        r"[a-z]{2,15}){0,3})"
        r")[ \t]+\Z"
    )

    _CLINICIAN_BEFORE = _regex.compile(
        r"(?<![\w])(?-i:Dr\.?|Doctor|Dra\.?)[ \t]+(?-i:[A-Z][\w'\u2019-]+)"
        r"(?:[ \t]+(?-i:[A-Z][\w'\u2019-]+))?[ \t]+\Z")

    def _practice_of_clinician(self, c: _Ctx, i: int) -> None:
        """"with Dr. Vaipulu at Kapiolani": capitalised words that no dictionary lists as
        clinical or everyday, right after a doctor's name and "at"/"from", name where
        the doctor practises ("Dr. Smith at Bedside" and "Dr. Lee from Cardiology" stay)."""
        pos = c.tokens[i].start
        window = c.text[max(0, pos - 48):pos]
        if "Dr" not in window and "Doctor" not in window:
            return  # the pattern's titles all hold one of these ("Dra.")
        if not c.doc.case_is_informative_at(pos) or _regex.search(
                self._CLINICIAN_BEFORE, window) is None:
            return
        accepted: list[Token] = []
        for tok in self._phrase_after(c, c.tokens[i].end, 3):
            if not (self._is_cap(tok.text) and self._placey(c, tok)):
                break
            accepted.append(tok)
        if accepted and not self._overlaps(c, accepted[0].start, accepted[-1].end):
            self._add(c, accepted[0].start, accepted[-1].end, "LOCATION", 0.7,
                      "practice after a clinician's name")

    #: Words that open the names of towns and hardly any other capitalised phrase ("San
    #: Antonio", "Los Angeles", "New Orleans", "Fort Worth", "Salt Lake City").
    _TOWN_OPENERS: Final = frozenset(split_words("""
        san santa los las new fort port el la baton salt des corpus sioux palm"""))
    #: Words after a town's name that make it a disease's or a virus's ("La Crosse
    #: encephalitis", "San Joaquin valley fever").
    _TOWN_DISEASE_WORDS: Final = frozenset(split_words("encephalitis virus fever valley"))

    def _opened_cities(self, c: _Ctx) -> None:
        """A known town of two words or more whose first word opens towns' names,
        written as a title anywhere in text whose case says something: its name alone
        places the patient ("San Francisco was fun", "job at Port of New Orleans"); so
        does "Port" or "Fort" before a rare word no list protects ("Port Cozumel"). A
        capitalised word after it makes it part of another name ("New York Heart
        Association", "San Diego Padres"), and so does a disease's word ("La Crosse
        encephalitis"); a state's name stays ("New Mexico")."""
        tokens = c.tokens
        for i in c.doc.positions_of(self._TOWN_OPENERS):
            if not self._is_cap(tokens[i].text) or not c.doc.case_is_informative_at(
                    tokens[i].start):
                continue
            toks = tokens[i:i + 4]
            n = self._city_at(c, toks)
            why = "known town named by its opening word"
            if n < 2 and self._key(tokens[i].text) in ("port", "fort") and len(toks) > 1 and (
                    c.text[toks[0].end:toks[1].start] == " " and self._is_cap(toks[1].text)
                    and toks[1].text[1:].islower() and toks[1].text.isalpha()
                    and self._rare_unprotected(self._key(toks[1].text))
                    and not _lexicon().is_eponym(self._key(toks[1].text))):
                # "Embark: Port Canaveral", "Port Cozumel 12 Mar" ("Port Huber needle" is
                # the device's eponym)
                n, why = 2, "rare word after Port or Fort"
            if n < 2 or not all(self._is_cap(t.text) and t.text[1:].islower()
                                for t in toks[:n]):
                continue
            if any(c.text[toks[k - 1].end:toks[k].start] != " " for k in range(1, n)):
                continue
            name = " ".join(self._key(t.text) for t in toks[:n])
            if name in STATE_NAMES or self._overlaps(c, toks[0].start, toks[n - 1].end):
                continue
            if i + n < len(tokens) and c.text[toks[n - 1].end:tokens[i + n].start] == " ":
                after = tokens[i + n].text
                if after[:1].isupper() or self._key(after) in self._TOWN_DISEASE_WORDS:
                    continue
            self._add(c, toks[0].start, toks[n - 1].end, "LOCATION", 0.75, why)

    def _cities_before_countries(self, c: _Ctx) -> None:
        """"Hanoi, Vietnam", "family in Enugu, Nigeria": one or two capitalised words, a
        comma and a country name. The country stays (no subdivision of a state)."""
        tokens = c.tokens
        for i in c.doc.positions_of(COUNTRIES):
            country = tokens[i]
            if i < 1 or not self._is_cap(country.text) or not c.doc.case_is_informative_at(
                    country.start):
                continue
            self._city_in_brackets_after_country(c, i)
            comma = c.text.rfind(",", 0, country.start)
            if comma < 0 or c.text[comma + 1:country.start].strip(" \t"):
                continue
            if i + 1 < len(tokens) and not (tokens[i + 1].text.lower() in _AFTER_COUNTRY or (
                    not tokens[i + 1].text[0].isalnum())
                    or _regex.match(_COUNT_OR_SPAN, tokens[i + 1].text) is not None):
                continue  # "Penicillin, India ink", "malaria, Kenya trip": a modifier
                # ("Enugu, Nigeria x3 wks", "Hanoi, Vietnam 2019": a stay's length or year)
            before = self._words_before(c, comma, 2)
            while before and not (self._placey(c, before[0]) or self._foreign_place(
                    c, before[0]) or city_index().is_city(self._key(before[0].text))):
                before = before[1:]
            if before and all(self._is_cap(t.text) for t in before) and not self._overlaps(
                    c, before[0].start, before[-1].end):
                self._add(c, before[0].start, before[-1].end, "LOCATION", 0.8,
                          "city before its country")
            self._towns_in_clause_before(c, comma)

    #: Where the clause that a country closes opens: a sentence's end, a colon, a bar,
    #: a bracket or the line's start.
    _CLAUSE_OPENS: Final = ".;:|(\n"

    def _towns_in_clause_before(self, c: _Ctx, comma: int) -> None:
        """Known towns further back in the clause that ", <country>" closes, as an
        itinerary writes its legs ("Kampala then Bwindi gorilla trek, Uganda", "Kisumu
        and rural Siaya County, Kenya"): the country vouches for its towns as a travel
        cue would, each capitalised and no everyday, clinical or eponymous word."""
        text = c.text
        opens = max(text.rfind(ch, max(0, comma - 80), comma) for ch in self._CLAUSE_OPENS)
        start = max(opens + 1, comma - 80)
        i = c.token_index_at(start)
        while i < len(c.tokens) and c.tokens[i].end <= comma:
            tok = c.tokens[i]
            i += 1
            if not self._is_cap(tok.text) or self._overlaps(c, tok.start, tok.end):
                continue
            toks, size, name = self._town_at(c, tok.start, "weak")
            if name is None or toks[size - 1].end > comma or name in COUNTRIES:
                continue
            self._add(c, tok.start, toks[size - 1].end, "LOCATION", 0.75,
                      "town in a clause its country closes")
            i = c.token_index_at(toks[size - 1].end)

    def _city_in_brackets_after_country(self, c: _Ctx, i: int) -> None:
        """"then Ghana (Kumasi) x1 wk": one or two capitalised words in brackets right
        after a country, a known town or a word the dictionaries call rare, name a place
        in it."""
        text = c.text
        m = _regex.match(self._BRACKETED_AFTER_COUNTRY, text, c.tokens[i].end)
        if m is None:
            return
        toks = [t for t in c.tokens[c.token_index_at(m.start("name")):
                                    c.token_index_at(m.end("name"))] if t.text[:1].isalpha()]
        key = " ".join(self._key(t.text) for t in toks)
        if not toks or key in COUNTRIES or key in STATE_NAMES or not (
                city_index().is_city(key) or (len(toks) == 1 and self._foreign_place(c, toks[0]))
                or all(self._rare_unprotected(self._key(t.text))
                       for t in toks)):
            return
        if not self._overlaps(c, m.start("name"), m.end("name")):
            self._add(c, m.start("name"), m.end("name"), "LOCATION", 0.75,
                      "town in brackets after its country")

    _BRACKETED_AFTER_COUNTRY = _regex.compile(
        r"[ \t]*\([ \t]*(?P<name>\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20})?)[ \t]*\)")

    def _foreign_place(self, c: _Ctx, tok: Token) -> bool:
        """A capitalised rare word the protect list holds because it names a place
        abroad ("born in Hanoi", "lives in Kabul"): after a residence cue a place."""
        key = self._key(tok.text)
        return (c.doc.case_is_informative_at(tok.start) and self._is_cap(tok.text)
                and not tok.text.isupper() and key.isalpha() and len(key) >= 4
                and key not in COUNTRIES and key not in STATE_NAMES
                and key not in _NOT_NAME_PARTS and zipf(key) < FOREIGN_PLACE_ZIPF)

    #: Capitalised words that end a town's name after its first word ("Kearney Flats",
    #: "Pelham Crossing", "Cedar Hollow").
    _TOWN_TAILS: Final = _AREA_NAME_WORDS | _TOWN_HEADS | frozenset(split_words("flats wash"))

    def _town_name_edges(self, c: _Ctx) -> None:
        """A place found by its first word takes the capitalised word after it that ends
        its name, where capitals mean something: a place's ending ("Kearney Flats",
        "in Pelham Crossing") or, where the name closes its clause, a field or a line, a
        word no list protects that is not common ("Nuevo Cedral, Tamaulipas", "Lone
        Elm."). The heads of facilities and organisations stay outside ("[LOCATION]
        Health", "Boston Medical Center" is not a town's name). A capitalised compass
        word right before it opens its name ("in East Westfield"), unless a number
        stands before that word: "4 West Springfield" may be a ward's floor."""
        mask = c.masks["LOCATION"]
        for k, span in enumerate(c.spans):
            if span.type != "LOCATION" or not c.doc.case_is_informative_at(span.start):
                continue
            start, end = self._compass_start(c, span.start), self._town_tail_end(c, span.end)
            if (start, end) != (span.start, span.end):
                c.spans[k] = dataclasses.replace(span, start=start, end=end)
                mask[start:end] = b"\x01" * (end - start)

    def _town_tail_end(self, c: _Ctx, end: int) -> int:
        """Where a place ending at ``end`` ends with its name's last word (see
        ``_town_name_edges``)."""
        tokens, text = c.tokens, c.text
        i = c.token_index_at(end)
        if i >= len(tokens) or text[end:tokens[i].start] != " ":
            return end
        tok = tokens[i]
        word = tok.text
        key = word.lower()
        if not (len(word) > 2 and word.isalpha() and word[0].isupper()
                and word[1:].islower()) or key in STOPWORDS or key in _BRANDED_HEADS:
            return end
        if key not in self._TOWN_TAILS and (
                is_protected(key) or zipf(key) >= COMMON_ZIPF or not (
                    closes_clause(text, tok.end, "\r\n,;.)|")
                    or text.startswith(("  ", " \t", "\t"), tok.end))):
            return end
        return end if self._overlaps(c, tok.start, tok.end) else tok.end

    #: Compass words that open a town's or a quarter's name ("East Westfield", "West
    #: Hartford", "South Boston").
    _COMPASS_OPENERS: Final = frozenset({"North", "South", "East", "West", "Northeast",
                                         "Northwest", "Southeast", "Southwest"})

    def _compass_start(self, c: _Ctx, start: int) -> int:
        """Where a place starting at ``start`` starts with a compass word before it (see
        ``_town_name_edges``)."""
        tokens = c.tokens
        i = c.token_index_at(start)
        if i == 0 or i >= len(tokens) or tokens[i].start != start:
            return start
        prev = tokens[i - 1]
        if prev.text not in self._COMPASS_OPENERS or c.text[prev.end:start] != " " or (
                i > 1 and tokens[i - 2].text[:1].isdigit()) or self._overlaps(
                    c, prev.start, prev.end):
            return start
        return prev.start

    def _compound_place_names(self, c: _Ctx) -> None:
        """Capitalised words built like place names from a landscape word and a place
        ending ("Hillcrest", "Stonebridge", "Sunnybrook", "Northgate"): the names of
        towns, estates, clinics and schools, and rarely ordinary words."""
        tokens = c.tokens
        for key, where in c.doc.token_positions.items():
            # the first three letters of a landscape word: a set lookup spares the
            # (cached, but still called) full test for nearly every word of a note
            if key[:3] not in _PLACE_FIRST_HEADS or not place_compound(key) or (
                    _lexicon().is_eponym(key)):
                continue  # ... an eponym is the term's ("Modified Ashworth 1+")
            for i in where:
                tok = tokens[i]
                after = {t.text.lower() for t in tokens[i + 1:i + 4]}
                if (tok.text[:1].isupper() and not tok.text.isupper()
                        and c.doc.case_is_informative_at(tok.start)
                        and after.isdisjoint(_EPONYM_HEADS)  # "Sunnybrook facial grading"
                        and not self._in_eponym_pair(c, i)
                        and not self._overlaps(c, tok.start, tok.end)):
                    self._add(c, tok.start, tok.end, "LOCATION", 0.7, "compound place name")

    @staticmethod
    def _in_eponym_pair(c: _Ctx, i: int) -> bool:
        """Token ``i`` closes an eponym of two names joined by a hyphen
        ("Hughson-Westlake" audiometry)."""
        tokens = c.tokens
        return i >= 2 and tokens[i - 1].text == "-" and tokens[i - 1].start == tokens[
            i - 2].end and f"{tokens[i - 2].text}-{tokens[i].text}".lower() in EPONYM_PHRASES

    #: Last words of a place's name that no clinical phrase ends with ("Owl Hollow",
    #: "Osage Bend", "Council Prairie"); "Bay", "Station", "Point", "Branch" and "Center"
    #: end clinical ones too ("Trauma Bay", "Nurses Station", "Trigger Point").
    _LANDSCAPE_LAST: Final = frozenset(split_words("""
        hollow hollows bend prairie flats corners crossroads bluff bluffs acres estates
        heights springs falls creek ridge grove mills meadows shores cove glen landing
        crossing harbor harbour haven valley hills gate gap fork forks plains lake lakes
        island isle lighthouse peak canyon basin glacier pond"""))
    #: Words before such a name that say where ("died in Owl Hollow", "from Council
    #: Prairie", "camp near Sihala Gate", "1.2 mi above Ouzel Falls").
    _LANDSCAPE_BEFORE: Final = frozenset(_WHERE_WORDS) | frozenset(
        split_words("above below beyond past off across"))

    def _landscape_names(self, c: _Ctx) -> None:
        """One or two capitalised words and a last word only a place's name ends with,
        after a word that says where, where capitals mean something: a town, a hamlet
        or an estate ("died 55 in Owl Hollow", "transit center in Sihala Gate")."""
        tokens = c.tokens
        for i in c.doc.positions_of(self._LANDSCAPE_LAST):
            last = tokens[i]
            if not self._is_cap(last.text) or last.text.isupper() or not (
                    c.doc.case_is_informative_at(last.start)):
                continue
            words = self._words_before(c, last.start, 4)
            # the nearest word that says where, with "the" after it ("off the Bluebird
            # Lake spur", "keeper at Gannet Rock Lighthouse")
            cue = len(words) - 2
            while cue >= 0 and not (words[cue].text.islower() and self._key(
                    words[cue].text) in self._LANDSCAPE_BEFORE):
                cue -= 1
            opens = cue + 2 if cue >= 0 and words[cue + 1].text == "the" else cue + 1
            if cue >= 0 and opens < len(words) and len(words) - opens <= 2:
                name = words[opens:]
            elif cue < 0 and 1 <= len(words) <= 2 and self._after_span(
                    c, words[0].start, ("ADDRESS", "ORG")):
                name = words  # "2207 Larkspur Lane, Harbor Heights": the address's town
            else:
                continue
            keys = [self._key(w.text) for w in name]
            if not all(self._is_cap(w.text) and w.text.isalpha() and not w.text.isupper()
                       for w in name) or any(
                    k in STOPWORDS or k in COUNTRIES or k in STATE_NAMES for k in keys):
                continue
            if not self._overlaps(c, name[0].start, last.end):
                self._add(c, name[0].start, last.end, "LOCATION", 0.7,
                          "place name ending in a landscape word")

    def _mountains(self, c: _Ctx) -> None:
        """"Mount" or "Mt." before a capitalised word, where capitals mean something,
        names a mountain, a town or a hospital ("went hiking at Mount Sugarloaf", "Mt.
        Washington"); "Mount the splint" and "MT" in capitals (music therapy, Montana)
        stay. "Lake" mid-sentence names a lake or a town the same way ("swimming at Lake
        Tahoe"; the "Lake Louise" score stays). Capitalised words up to a place's tail
        after the name belong to it ("near Lake Erie Bluffs Park")."""
        tokens = c.tokens
        for i in c.doc.positions_of(_MOUNT_WORDS | _LAKE_WORDS):
            tok = tokens[i]
            if tok.text not in ("Mount", "Mt", "Lake") or not c.doc.case_is_informative_at(
                    tok.start):
                continue
            if tok.text == "Lake" and (self._sentence_initial(c.text, tok.start) or (
                    i + 1 < len(tokens) and f"lake {self._key(tokens[i + 1].text)}"
                    in EPONYM_PHRASES)):
                continue
            j = i + 1
            if j < len(tokens) and tokens[j].text == "." and tokens[j].start == tok.end:
                j += 1
            if j >= len(tokens) or c.text[tokens[j - 1].end:tokens[j].start] != " ":
                continue
            name = tokens[j]
            if not (name.text.isalpha() and self._is_cap(name.text)
                    and not name.text.isupper() and self._key(name.text) not in STOPWORDS):
                continue
            # the place named after it goes on to a place's tail ("Lake Erie Bluffs Park")
            end = name.end
            for k in range(j + 1, min(len(tokens), j + 4)):
                if c.text[tokens[k - 1].end:tokens[k].start] != " " or not (
                        self._is_cap(tokens[k].text) and tokens[k].text.isalpha()):
                    break
                if self._key(tokens[k].text) in _PLACE_NAME_TAILS:
                    end = tokens[k].end
            if not self._overlaps(c, tok.start, end):
                self._add(c, tok.start, end, "LOCATION", 0.75, "named mount or lake")

    def _camps(self, c: _Ctx) -> None:
        """A camp or a village named by rare capitalised words, where capitals mean
        something: before "camp" or "village" ("Nyarugusu camp", "Mae La camp, Thailand",
        "Res: Ebusiloli village") or after "Camp" written
        mid-sentence ("processed at Camp As Sayliyah"), as refugee and military camps
        are named; "summer camp", "boot camp" and "Camp" opening a sentence stay."""
        tokens, text = c.tokens, c.text
        for i in c.doc.positions_of(_CAMP_WORDS):
            tok = tokens[i]
            if not c.doc.case_is_informative_at(tok.start):
                continue
            if tok.text in ("camp", "village"):
                named = self._camp_name(c, tok, self._words_before(c, tok.start, 2)[::-1])
                if named:
                    self._add_camp(c, named[-1].start, named[0].end)
            elif (tok.text == "Camp" and not self._sentence_initial(text, tok.start)) or (
                    tok.text in ("Fort", "Ft")):
                # a fort names a base or a town wherever it stands ("stationed Fort
                # Kessington", "Ft. Wexley")
                after = tok.end + 1 if text[tok.end:tok.end + 1] == "." else tok.end
                named = self._camp_name(c, tok, self._phrase_after(c, after, 2))
                if named:
                    self._add_camp(c, tok.start, named[-1].end)

    def _camp_name(self, c: _Ctx, camp: Token, near: list[Token]) -> list[Token]:
        """Up to two capitalised words next to "camp" (``near``, nearest first), one
        blank apart; the one nearest the name's far end must be rare."""
        named: list[Token] = []
        prev = camp
        for tok in near:
            first, second = sorted((prev, tok), key=lambda t: t.start)
            gaps = (" ", ". ") if prev is camp and camp.text == "Ft" else (" ",)
            if c.text[first.end:second.start] not in gaps or not tok.text.isalpha() or not (
                    self._is_cap(tok.text)) or tok.text.isupper():
                break
            named.append(tok)
            prev = tok
        while named and (not self._rare_unprotected(self._key(named[-1].text))
                         or self._key(named[-1].text) in STOPWORDS):
            named.pop()
        if named and self._key(named[0].text) in STOPWORDS and len(named) == 1:
            return []
        return named

    def _add_camp(self, c: _Ctx, start: int, end: int) -> None:
        # whole, though a rule took a word of it already ("Sayliyah")
        if not self._covered(c, start, end):
            self._add(c, start, end, "LOCATION", 0.75, "named camp or village")

    def _named_businesses(self, c: _Ctx) -> None:
        """A rare capitalised word right before the head word of a business or practice
        ("Larkspur PT", "Wexford Ledger", "Cascadia Orthopedic Group", "Bayside anticoag
        clinic"): a town or place name lending the business its name."""
        tokens = c.tokens
        index = city_index()
        for i in c.doc.positions_of(self._AMBULANCE):
            if tokens[i].text in ("AMBULANCE", "Ambulance"):
                self._ambulance_service(c, i)  # "FOUR CORNERS AMBULANCE"
        for i in c.doc.positions_of(_BUSINESS_HEADS | _PUBLIC_SERVICE_HEADS):
            public = tokens[i].text.lower() in _PUBLIC_SERVICE_HEADS
            if tokens[i].text == "EMS" and self._ambulance_service(c, i):
                continue
            if not c.doc.case_is_informative_at(tokens[i].start):
                if public:  # "WORCESTER FIRE DEPT", "brought by boston ems"
                    self._town_before_branch(c, tokens[i], COMMON_ZIPF + 0.7,
                                             "town of a public service")
                continue
            if not tokens[i].text[:1].isupper():
                continue  # "Cataract surgery": a procedure, not a practice
            limit = COMMON_ZIPF + 0.7 if public else RARE_ZIPF
            if public and i > 0 and c.text[tokens[i - 1].end:tokens[i].start] == " " and (
                    self._town_to_service(c, tokens[i - 1], i)):
                continue  # "Gwinnett County Fire": a county found already
            if public and self._service_end(c, i) > tokens[i].end and (
                    self._named_service(c, i)):
                continue  # "Riverbend Fire Department", "Oak Hollow Fire Rescue"
            for k in (i - 1, i - 2, i - 3):
                if k < 0 or c.text[tokens[k].end:tokens[k + 1].start].strip(" \t"):
                    break
                tok = tokens[k]
                word = tok.text
                key = self._key(word)
                if not (word[:1].isupper() and word[1:2].islower()) or key in STOPWORDS:
                    break
                if not c.doc.case_is_informative_at(tok.start):
                    break
                if not (index.is_city(key) and zipf(key) < limit) or (
                        key in _ORG_GENERIC_PREFIX or key in _BUSINESS_HEADS
                        or key in _RANKS):
                    if public:
                        # "Forest Fire", "Home PD", "Deputy Sheriff": the word right
                        # before counts
                        break
                    continue  # "Orthopedic Group": a word of the name, look further
                if public and self._town_to_service(c, tok, i):
                    break
                if self._overlaps(c, tok.start, tok.end):
                    break
                if public:
                    # the service whole: "Westfield Police Department"
                    self._add(c, tok.start, self._service_end(c, i), "ORG", 0.7,
                              "town's public service")
                else:
                    self._add(c, tok.start, tok.end, "ORG", 0.7, "place name of a business")
                break

    #: Words after a public service's head that belong to its name ("Police Department",
    #: "Fire Rescue", "Sheriff's Office").
    _SERVICE_TAILS: Final = frozenset(split_words("""
        department dept office station rescue precinct"""))

    #: Words before a public service's head that say what kind of place runs it, and
    #: name none ("Volunteer Fire Department", "County Sheriff's Office").
    _GENERIC_SERVICE_WORDS: Final = frozenset(split_words("""
        volunteer county city town village township borough municipal local rural regional
        state federal tribal airport campus university college base forest metro
        metropolitan area district community park parks port harbor harbour transit
        """))

    def _named_service(self, c: _Ctx, i: int) -> bool:
        """A public service written in full ("Fire Department", "Police Dept.", "Fire
        Rescue") is named by the capitalised words right before it, up to three, though
        no town list holds them ("Riverbend Fire Department"): the full form is the
        service's own name, and its place's. Kind words alone ("City Fire Department")
        and a verb opening the sentence ("Notified Fire Department") name nothing. Says
        whether it took one."""
        tokens, text = c.tokens, c.text
        named: list[tuple[Token, str]] = []
        k = i - 1
        while k >= 0 and len(named) < 3 and text[tokens[k].end:tokens[k + 1].start] == " ":
            word = tokens[k].text
            key = self._key(word)
            if not (word[:1].isupper() and word[1:2].islower() and word.isalpha()) or (
                    key in STOPWORDS or key in _RANKS):
                break
            named.insert(0, (tokens[k], key))
            k -= 1
        if named and self._sentence_initial(text, named[0][0].start) and (
                zipf(named[0][1]) >= COMMON_ZIPF - 0.5
                and named[0][1].endswith(("ed", "s", "ing"))):
            named = named[1:]  # "Notified Westfield Fire Department": the verb stays
        while named and (named[0][1] in self._GENERIC_SERVICE_WORDS
                         or named[0][1] in _ORG_GENERIC_PREFIX):
            named = named[1:]
        if not named or self._overlaps(c, named[0][0].start, tokens[i].end):
            return False
        self._add(c, named[0][0].start, self._service_end(c, i), "ORG", 0.7,
                  "town's public service")
        return True

    def _town_to_service(self, c: _Ctx, town: Token, i: int) -> bool:
        """A rule took the town or the county before a public service's head as a place
        already ("Westfield", a compound place name; "Gwinnett County"): its span
        becomes the service's whole name."""
        for n, span in enumerate(c.spans):
            if span.end == town.end and span.start <= town.start and span.type == "LOCATION":
                end = self._service_end(c, i)
                c.spans[n] = Span(span.start, end, "ORG", self.name, span.score,
                                  "town's public service")
                mask = c.masks.setdefault("ORG", bytearray(len(c.text)))
                mask[span.start:end] = b"\x01" * (end - span.start)
                return True
        return False

    def _service_end(self, c: _Ctx, i: int) -> int:
        """Where the name of the public service whose head is token ``i`` ends: after up
        to two words of ``_SERVICE_TAILS`` written as the head is ("Police Department",
        "Fire Rescue Station"; "Police report" ends at the head)."""
        tokens = c.tokens
        end = tokens[i].end
        for k in range(i + 1, min(len(tokens), i + 3)):
            tok = tokens[k]
            if self._key(tok.text) not in self._SERVICE_TAILS or c.text[end:tok.start] != " " \
                    or tok.text[:1].isupper() != tokens[i].text[:1].isupper():
                break
            end = tok.end
            if k + 1 < len(tokens) and tokens[k + 1].text == "." and tokens[k + 1].start == end:
                end += 1  # "Dept."
        return end

    #: The landscape a service's area is named for.
    _SERVICE_AREA_TAILS: Final = _PLACE_NAME_TAILS | frozenset(split_words("""
        river rivers county counties lake lakes creek mountain mountains bay coast city
        cities valley valleys state corners"""))
    _AMBULANCE: Final = frozenset({"ambulance"})
    _HYPHENED_BEFORE = _regex.compile(r"(?:^|(?<=[ \t]))(\p{L}{2,12})-(\p{L}{3,12})[ \t]\Z")

    def _ambulance_service(self, c: _Ctx, i: int) -> bool:
        """An ambulance service named for its landscape: two capitalised words before
        "EMS" or "Ambulance", the second a place's ending ("Copper Valley EMS", "FOUR
        CORNERS AMBULANCE"), or one word joining a prefix to a place's ending by a
        hyphen ("TRI-RIVER EMS"). Says whether it took one."""
        head = c.tokens[i].start
        before = self._words_before(c, head, 2)
        if not before or c.text[before[-1].end:head] != " ":
            return False
        last = before[-1]
        joined = _regex.search(self._HYPHENED_BEFORE, c.text[max(0, head - 30):head])
        if joined is not None and joined.group(2).lower() in self._SERVICE_AREA_TAILS and (
                joined.group(1)[:1].isupper()):
            start = head - len(joined.group(0))
        elif len(before) == 2 and c.text[before[0].end:last.start] == " " and all(
                self._is_cap(t.text) and t.text.isalpha() and self._key(t.text) not in STOPWORDS
                for t in before) and self._key(last.text) in self._SERVICE_AREA_TAILS and (
                self._key(before[0].text) not in _ORG_GENERIC_PREFIX):
            start = before[0].start
        else:
            return False
        if self._overlaps(c, start, c.tokens[i].start):
            return False
        self._add(c, start, c.tokens[i].end, "ORG", 0.75, "ambulance service")
        return True

    #: Denominations that close a congregation's name ("Zion Lutheran", "Mount Zion AME").
    _DENOMINATIONS = frozenset(split_words("""
        lutheran baptist methodist presbyterian episcopal pentecostal adventist ame
        evangelical congregational orthodox mennonite
    """))
    #: Words after a denomination that make it part of an institution's name.
    _AFTER_DENOMINATION = _OF_TOWN_HEADS | frozenset(split_words("""
        church chapel temple general medical university senior services social family
        charities
    """))
    #: Ordinals that name a congregation by themselves ("First Baptist").
    _ORDINAL_NAMES = frozenset({"first", "second", "third"})
    #: Words a congregation's name follows in a social history.
    _CONGREGATION_CUES = frozenset(split_words("""
        attends attend attended attending at from of member
    """))

    #: Words after "&" or "and" that make a family's firm ("Hollenbeck & Sons").
    _FIRM_KIN = frozenset({"son", "sons", "daughter", "daughters", "bros", "brothers"})

    #: Prepositions of place before which a capitalised "The" opens a name.
    _THE_CUES = frozenset(split_words("at from near outside behind inside past"))
    #: Words that join the capitalised words of such a name ("The Thistle & Crown").
    _THE_JOINS = frozenset({"&", "and", "of"})

    def _names_after_the(self, c: _Ctx) -> None:
        """"Last drink at The Rusty Anchor", "works nights at The Iron Yard", "fell
        outside The Thistle & Crown": mid-sentence, after a preposition of place, "The"
        written with a capital opens the name of a place, a bar or a shop, where prose
        writes "at the pub". One to four capitalised words follow it, "&", "and" or "of"
        between them; not all may be generic or clinical words ("at The Emergency
        Department"), and a country or a state is no business ("from The Gambia")."""
        tokens, text = c.tokens, c.text
        n = len(tokens)
        for i in c.doc.positions_of(frozenset({"the"})):
            tok = tokens[i]
            if tok.text != "The" or i == 0 or i + 1 >= n or self._key(
                    tokens[i - 1].text) not in self._THE_CUES or text[
                    tokens[i - 1].end:tok.start] != " " or not (
                    c.doc.case_is_informative_at(tok.start)):
                continue
            named: list[Token] = []
            j = i + 1
            while j < n and len(named) < 4 and text[tokens[j - 1].end:tokens[j].start] == " ":
                word = tokens[j].text
                if named and word.lower() in self._THE_JOINS and j + 1 < n:
                    j += 1
                    continue
                bare = word.replace("'", "").replace("\u2019", "")
                if not (word[:1].isupper() and bare[1:].islower() and bare.isalpha()):
                    break
                named.append(tokens[j])
                j += 1
            if not named or self._key(tokens[j - 1].text) in self._THE_JOINS:
                continue
            if j < n and text[named[-1].end:tokens[j].start] == " " and (
                    tokens[j].text[:1].isupper()):
                continue  # a longer run of capitals: a heading or a title
            keys = [self._key(t.text) for t in named]
            if all(self._generic_word(k) or k in STOPWORDS or k in MONTHS
                   or zipf(k) >= _EVERYDAY_ZIPF for k in keys) or any(
                    k in COUNTRIES or k in STATE_NAMES for k in keys) or (
                    " ".join(keys) in COUNTRIES):
                continue
            if not self._overlaps(c, tok.start, named[-1].end):
                self._add(c, tok.start, named[-1].end, "ORG", 0.7,
                          "name after a capitalised 'The'")

    def _family_firms(self, c: _Ctx) -> None:
        """A family's firm, "Hollenbeck & Sons (Funeral Home)", "Price and Daughters":
        the capitalised words before "& Sons" name it, whatever follows. Relatives
        listed in a sentence are written in lower case ("his wife & sons") or end the
        words before with a relative ("Mother and Daughter"); both stay."""
        tokens, text = c.tokens, c.text
        for i in c.doc.positions_of(self._FIRM_KIN):
            kin = tokens[i]
            if i < 2 or not self._is_cap(kin.text) or tokens[i - 1].text not in ("&", "and") \
                    or text[tokens[i - 1].end:kin.start] not in (" ", ""):
                continue
            named = self._capitalised_run_before(c, i - 1, True)
            if not named or text[named[-1].end:tokens[i - 1].start] not in (" ", "") or (
                    self._key(named[-1].text) in _NOT_OWNERS):
                continue  # "Mother and Daughter"
            end = kin.end + (text[kin.end:kin.end + 1] == ".")
            if not self._overlaps(c, named[0].start, end):
                self._add(c, named[0].start, end, "ORG", 0.7, "family firm")

    #: Parts of the body, organs and fields of care that a practice names in pairs
    #: ("Red Rock Foot & Ankle", "Prairie Lung & Sleep", "Ear, Nose & Throat").
    _PRACTICE_FIELDS: Final = frozenset(split_words("""
        foot feet ankle ankles bone bones joint joints heart vascular vein veins lung lungs
        sleep spine sport sports ear ears nose throat hand hands wrist elbow shoulder knee
        hip eye eyes skin laser allergy asthma kidney hypertension digestive liver brain
        neuro wellness weight balance pain rehab pt ot speech hearing audiology vision
        breast colon endocrine diabetes bariatric metabolic extremity sinus voice
        fertility aesthetics cosmetic orthopedics orthopaedics podiatry"""))
    #: Words between a name and the fields it serves that are no name: sides, exams and
    #: states ("Left Foot & Ankle X-ray", "Chronic Pain & Sleep").
    _NOT_PRACTICE_NAMES: Final = frozenset(split_words("""
        left right bilateral both lt rt upper lower total chronic acute severe mild
        exam exams review system systems normal abnormal pediatric adult general physical
        head neck chest back and or with without see plan assessment history dorsal volar
        palmar plantar medial lateral proximal distal anterior posterior cervical lumbar
        thoracic sacral superficial deep sensory motor functional diabetic"""))
    #: Heads that may follow the pair ("... Hand & Upper Extremity Therapy").
    _PRACTICE_TAILS: Final = frozenset(split_words("""
        clinic clinics center centre centers institute associates specialists surgery
        therapy group care medicine physicians partners consultants rehabilitation medical
        health"""))

    #: How frequent in English a town's name may be and still read as a name where
    #: case tells nothing ("Cascade" does; "Shock", a town too, does not).
    _UNCOMMON_TOWN_ZIPF: Final = 4.0

    def _uncommon_town(self, key: str) -> bool:
        return city_index().is_city(key) and zipf(key) < self._UNCOMMON_TOWN_ZIPF

    def _place_like_run(self, run: list[Token]) -> bool:
        """Every word of ``run`` is rare, a town's name that is no frequent word, a state
        or a place's tail, or stands before such a tail ("RIVER VALLEY"): on a line in
        capitals, the words of a name and not of a sentence ("SHOCK" names a town too)."""
        for n, tok in enumerate(run):
            key = self._key(tok.text)
            if not (self._rare(key) or self._uncommon_town(key) or key in STATE_NAMES
                    or key in _PLACE_NAME_TAILS or (
                        n + 1 < len(run) and self._key(run[n + 1].text) in _PLACE_NAME_TAILS)):
                return False
        return True

    #: Offices and ranks a "General" follows ("Surgeon General", "Attorney General").
    _GENERAL_OFFICES: Final = frozenset(split_words("""
        attorney surgeon inspector major brigadier lieutenant secretary consul postmaster
        solicitor adjutant governor procurator accountant auditor director registrar
        paymaster quartermaster vicar superior commissary judge advocate comptroller
        receiver treasurer"""))
    #: Words after "General" that belong to a hospital so named ("Riverside General
    #: ED").
    _GENERAL_AFTER: Final = frozenset(split_words("ed er icu emergency campus"))

    def _general_hospitals(self, c: _Ctx) -> None:
        """A hospital called by its place and "General" alone, where capitals mean
        something ("transferred to Riverside General for cath", "Allegheny General,",
        "Sentara Norfolk General ED"): the words before are capitalised and read as a
        name (rare, a town or not opening the sentence), and a clause boundary, a
        function word or the hospital's department follows. An office before it
        ("Surgeon General"), a specialty after it ("General Surgery") and a sentence's
        first word ("Consult General.") stay."""
        tokens, text = c.tokens, c.text
        for i in c.doc.positions_of(frozenset({"general"})):
            tok = tokens[i]
            if tok.text != "General" or i == 0 or not c.doc.case_is_informative_at(
                    tok.start) or text[tok.end:tok.end + 1] == ":":
                continue  # ("Constitutional General: NAD": a heading)
            if i + 1 < len(tokens) and text[tok.end:tokens[i + 1].start] in (" ", "\t"):
                nxt = tokens[i + 1].text
                if not (nxt.lower() in STOPWORDS and nxt.islower()) and (
                        nxt.lower() not in self._GENERAL_AFTER):
                    continue  # "General Surgery", "General anesthesia", "General Hospital"
            named = self._hospital_named_before(c, i, frozenset(), frozenset())
            if not named or self._key(named[-1].text) in self._GENERAL_OFFICES:
                continue
            if self._overlaps(c, named[0].start, tok.end, ("ADDRESS",)):
                continue
            self._add(c, named[0].start, tok.end, "ORG", 0.75, "hospital named by its place")
            self._remember_org(c, [*named, tok])

    #: First words of a sentence that may name a children's hospital besides rare words
    #: and towns: big cities, states and "Women" ("Seattle Children's", "Texas
    #: Children's").
    _CHILDRENS_FIRST_WORDS: Final = BIG_CITIES | frozenset(STATE_NAMES) | {"women"}

    def _hospital_named_before(self, c: _Ctx, i: int, excluded: frozenset[str],
                               first_words: frozenset[str]) -> list[Token]:
        """The capitalised words right before token ``i`` that name the place or the
        founder a hospital is called by ("Riverside General", "Seattle Children's"), or
        none: no department, clinical word or word of ``excluded`` among them, and a
        sentence's first word rare, a town's name that is no frequent word or one of
        ``first_words``."""
        named = self._capitalised_run_before(c, i, True)
        if not named or c.text[named[-1].end:c.tokens[i].start] != " ":
            return []
        keys = [self._key(t.text) for t in named]
        if any(k in _DEPARTMENT_WORDS or k in CLINICAL_WORDS or k in excluded for k in keys):
            return []
        if self._sentence_initial(c.text, named[0].start) and not (
                self._rare(keys[0]) or self._uncommon_town(keys[0]) or keys[0] in first_words):
            return []  # "Consult General."
        return named

    def _named_childrens_hospitals(self, c: _Ctx) -> None:
        """A children's hospital called by its place or its founder and "Children's"
        alone, where capitals mean something ("Seattle Children's", "Sanford Children's
        PPC team", "Women & Children's L&D"; other rules read "Texas Children's Health
        Plan", whose name goes on): the capitalised words before it hold no
        drug, clinical word or department, and a sentence's first word must be rare, a
        town, a big city or a state ("Motrin Children's", "Pediatric Children's" stay)."""
        tokens, text = c.tokens, c.text
        for i in c.doc.positions_of(_CHILDRENS_FORMS):
            tok = tokens[i]
            if i == 0 or not tok.text[:1].isupper() or tok.text.isupper() or (
                    not c.doc.case_is_informative_at(tok.start)):
                continue
            if text[tokens[i - 1].end:tok.start] != " " or (
                    i + 1 < len(tokens) and text[tok.end:tokens[i + 1].start] == " "
                    and self._is_cap(tokens[i + 1].text)
                    and tokens[i + 1].text[1:2].islower()):
                continue  # "Texas Children's Health Plan": the name goes on
            if tokens[i - 1].text in ("&", "and") and i > 1 and tokens[i - 2].text == (
                    "Women") and text[tokens[i - 2].end:tokens[i - 1].start] == " ":
                named = [tokens[i - 2]]  # "Women & Children's"
                if i + 1 < len(tokens) and tokens[i + 1].text.islower():
                    continue  # "Women and Children's unit": a kind of ward
            else:
                named = self._hospital_named_before(c, i, PRODUCT_BRANDS,
                                                    self._CHILDRENS_FIRST_WORDS)
                if not named or self._key(named[-1].text) in _NOT_OWNERS - {"women"}:
                    continue
            if self._overlaps(c, named[0].start, tok.end):
                continue
            self._add(c, named[0].start, tok.end, "ORG", 0.75,
                      "children's hospital named by its place")

    #: The word right after a phrase on its line.
    _WORD_AFTER: Final = _regex.compile(r"[ \t]+([^\W\d_]+)")

    def _paired_field_practices(self, c: _Ctx) -> None:
        """A practice named by a distinctive word or two and the two fields it serves,
        joined by "&" ("Olympic Bone & Joint", "RIVER VALLEY HEART & VASCULAR") or,
        where case means something, by "and" between capitalised fields; heads after
        the pair join it ("Lincoln Park Hand & Upper Extremity Therapy"). The fields
        alone ("Heart & Vascular Institute"), a side or an exam before them ("Left Foot
        & Ankle X-ray") and a pair going on in lower case ("Heart & Lungs clear") stay."""
        tokens, text, fields = c.tokens, c.text, self._PRACTICE_FIELDS
        for last in c.doc.positions_of(fields):
            i = last  # the pair's second field opens at ``i`` ("& Upper Extremity")
            if i > 0 and self._key(tokens[i - 1].text) in ("upper", "lower") and (
                    text[tokens[i - 1].end:tokens[i].start] == " "):
                i -= 1
            if i < 3 or tokens[i - 1].text not in ("&", "and") or not (
                    text[tokens[i - 2].end:tokens[i - 1].start] == " "
                    and text[tokens[i - 1].end:tokens[i].start] == " "):
                continue
            informative = c.doc.case_is_informative_at(tokens[i].start)
            joiner = tokens[i - 1].text
            if joiner == "and" and not informative:
                continue
            first = i - 2  # the field before the joiner, and one more before it
            if self._key(tokens[first].text) not in fields:
                continue
            if first > 0 and self._key(tokens[first - 1].text) in fields and text[
                    tokens[first - 1].end:tokens[first].start] in (" ", ", "):
                first -= 1  # "Ear, Nose & Throat"
            pair = tokens[first:last + 1]
            if informative and not all(self._is_cap(t.text) for t in pair if t.text.isalpha()
                                       and t.text != "and"):
                continue
            if not informative and not all(t.text.isupper() for t in pair if t.text.isalpha()):
                continue
            named = self._capitalised_run_before(c, first, informative)
            while named and (self._key(named[0].text) in self._NOT_PRACTICE_NAMES
                             or self._key(named[0].text) in _DEPARTMENT_WORDS):
                named = named[1:]
            if not named or text[named[-1].end:tokens[first].start] != " " or any(
                    self._key(t.text) in self._NOT_PRACTICE_NAMES
                    or self._key(t.text) in CLINICAL_WORDS or self._key(t.text) in fields
                    for t in named):
                continue
            if not informative and not self._place_like_run(named):
                continue  # "RESULTING SHOCK LIVER & KIDNEY": capitals tell nothing
            end = tokens[last].end
            k = last + 1
            while k < len(tokens) and k <= last + 2 and text[tokens[k - 1].end:tokens[
                    k].start] == " " and self._key(tokens[k].text) in self._PRACTICE_TAILS and (
                        tokens[k].text.isupper() if not informative else self._is_cap(
                            tokens[k].text)):
                end = tokens[k].end
                k += 1
            if text[end:end + 1] == ":":
                continue  # "Dorsal Hand & Wrist:": a heading
            if k == last + 1:
                after = _regex.match(self._WORD_AFTER, text, end)
                word = after.group(1) if after is not None else ""
                if word[:1].islower() and word not in STOPWORDS and not word.endswith("ed"):
                    continue  # "Heart & Lungs clear"; "Prairie Lung & Sleep called" reads on
            if self._overlaps(c, named[0].start, end, ("ADDRESS",)):
                continue
            self._add(c, named[0].start, end, "ORG", 0.75, "practice named by two fields")
            self._remember_org(c, [t for t in tokens[c.token_index_at(named[0].start):k]
                                   if t.text.isalnum()])

    def _ampersand_joins(self, c: _Ctx) -> None:
        """Capitalised words joined to an organisation by "&" belong to its name:
        "Lakeshore Arthritis & Rheumatology Associates" when the rules found only the
        words before the head, "Great Lakes Pipe & Fitting" when the employer cue
        stopped at the "&". Where case tells nothing, the words stay as found."""
        tokens, text = c.tokens, c.text
        for n, span in enumerate(c.spans):
            if span.type != "ORG" or not c.doc.case_is_informative_at(span.start):
                continue
            start, end = span.start, span.end
            i = c.token_index_at(start)
            if i >= 2 and tokens[i - 1].text == "&" and (
                    text[tokens[i - 1].end:start] == " "):
                run = self._capitalised_run_before(c, i - 1, True)
                if run and text[run[-1].end:tokens[i - 1].start] == " " and not (
                        self._overlaps(c, run[0].start, run[-1].end, ("ADDRESS",))):
                    start = run[0].start
            j = c.token_index_at(end)
            if j + 1 < len(tokens) and tokens[j].text == "&" and (
                    text[end:tokens[j].start] == " "
                    and text[tokens[j].end:tokens[j + 1].start] == " "):
                k = j + 1
                while k < len(tokens) and k <= j + 3 and self._is_cap(tokens[k].text) and (
                        tokens[k].text.isalpha() and not tokens[k].text.isupper()
                        and self._key(tokens[k].text) not in STOPWORDS
                        and self._key(tokens[k].text) not in _PERSON_TITLES
                        and (k == j + 1 or text[tokens[k - 1].end:tokens[k].start] == " ")):
                    k += 1
                if k > j + 1:
                    end = tokens[k - 1].end
            if (start, end) != (span.start, span.end):
                c.spans[n] = Span(start, end, "ORG", self.name, span.score, span.reason)
                c.masks["ORG"][start:end] = b"\x01" * (end - start)

    def _congregations(self, c: _Ctx) -> None:
        """Capitalised words between a word of attending or a preposition and a
        denomination name a congregation ("Pt attends Zion Lutheran by livestream",
        "deacon at Mount Zion AME", "pastor at First Baptist Capitol Hill"); the
        denomination stays, as an organisation's head does. A denomination before a
        facility's head is a hospital's name, left to the facility rules ("Lutheran
        General Hospital"), and "Baptist faith" or "attends Baptist church" name none."""
        tokens = c.tokens
        for i in c.doc.positions_of(self._DENOMINATIONS):
            head = tokens[i]
            if not (c.doc.case_is_informative_at(head.start) and self._is_cap(head.text)):
                continue
            if self._next_key(c, head.end) in self._AFTER_DENOMINATION:
                continue
            named = self._capitalised_run_before(c, i, True)
            if not named and i > 0 and self._key(tokens[i - 1].text) in self._ORDINAL_NAMES \
                    and self._is_cap(tokens[i - 1].text) and (
                        c.text[tokens[i - 1].end:head.start] == " "):
                named = [tokens[i - 1]]  # "First Baptist": an ordinal names the church
            if not named or self._overlaps(c, named[0].start, head.end):
                continue
            k = c.token_index_at(named[0].start)
            bracketed = c.text[:named[0].start].endswith("(") and "church" in c.text[
                max(0, named[0].start - 30):named[0].start].lower()
            if not bracketed and (
                    k == 0 or self._key(tokens[k - 1].text) not in self._CONGREGATION_CUES
                    or c.text[tokens[k - 1].end:named[0].start] != " "):
                continue  # (but "church potluck (Greater New Hope Baptist)" names one)
            self._add(c, named[0].start, named[-1].end, "ORG", 0.7,
                      "congregation named before its denomination")

    def _owned_businesses(self, c: _Ctx) -> None:
        """A possessive right before the head of a shop, an eatery or a bar names its
        owner, and so the business ("the old Bowling's Grocery", "ng's kitchen on
        jackson st"); the head stays. Where case means something, the capitalised words
        before the possessive belong to the name ("Mac Giolla Bhride's Bar"); where it
        does not, the owner must be no everyday word ("SUNNY'S" stays)."""
        tokens, text = c.tokens, c.text
        for i in c.doc.positions_of(_OWNED_HEADS):
            if i == 0 or text[tokens[i - 1].end:tokens[i].start] not in (" ", "\t"):
                continue
            owner = tokens[i - 1]
            raw = owner.text.replace("\u2019", "'")
            key = self._key(owner.text)
            if not raw.lower().endswith("'s") or len(key) < 2 or not key.isalpha() or (
                    key in _NOT_OWNERS or key in STOPWORDS or _lexicon().is_eponym(key)):
                continue
            informative = c.doc.case_is_informative_at(owner.start)
            if informative:
                if not (self._is_cap(owner.text) and self._is_cap(tokens[i].text)):
                    continue  # "the baker's kitchen"; "Bowling's grocery list"
                named = self._capitalised_run_before(c, i, True)
                start = named[0].start if named and named[-1] is owner else owner.start
                if self._sentence_initial(text, start) and start == owner.start and (
                        zipf(key) >= COMMON_ZIPF):
                    continue  # "Baker's Market" opening a line: the owner is a word
            else:
                if zipf(key) >= COMMON_ZIPF:
                    continue  # "SUNNY'S TIRE", "joe's pizza" could be anyone's
                start = owner.start
            if self._overlaps(c, start, owner.end):
                continue
            self._add(c, start, owner.end, "ORG", 0.7, "business named for its owner")

    def _branded_organisations(self, c: _Ctx) -> None:
        """Capitalised words before an organisation's head name it when one of them is
        distinctive: a brand word, a town, a state or a rare word ("Cascade Pathology
        Group", "Fenway Health", "Lone Star Aggregates"); before a trade's head
        ("Golden Dragon Restaurant") any word that no list marks as generic will do.
        Generic runs stay ("Poison Control Center", "Adult Protective Services")."""
        tokens = c.tokens
        for i in c.doc.positions_of(_BRANDED_HEADS | _TRADE_HEADS):
            head = tokens[i]
            key = self._key(head.text)
            informative = c.doc.case_is_informative_at(head.start)
            if informative and not self._is_cap(head.text):
                continue  # "cataract surgery"
            # "DME" before a name is no head, but "VNA" and "CHC" are; a letterhead's
            # name may be written in capitals on a line that goes on in mixed case
            # ("KEBUN BARU POLYCLINIC - Family Medicine Clinic")
            capitals = informative and head.text.isupper() and key not in _ACRONYM_HEADS
            if self._overlaps(c, head.start, head.end):
                continue  # a facility or an organisation taken whole before
            named = self._capitalised_run_before(c, i, informative and not capitals)
            if capitals and not all(tok.text.isupper() for tok in named):
                continue
            # a note's heading names its organisation before any head, in capitals too
            # ("BLACKWATER RIDGE CORRECTIONAL FACILITY")
            title = self._title_name(c, named, head)
            if title is not None:
                self._add(c, title[0], title[1], "ORG", 0.7,
                          "organisation heading a note")
                continue
            if capitals or (not informative and key not in _UNCASED_HEADS):
                continue  # "ANTIBX THERAPY", "CA CHLORIDE INFUSION"
            if named and self._sentence_initial(c.text, named[0].start):
                first = self._key(named[0].text)
                if not self._distinctive(first, informative) and is_protected(first) \
                        and zipf(first) >= COMMON_ZIPF:
                    named = named[1:]  # "Call Valley Health Partners": the verb stays
            if not named:
                continue
            keys = [self._key(tok.text) for tok in named]
            if not informative:
                # the name starts at its first distinctive word, and needs one ("PRIOR
                # ADMIT SUMMIT VIEW PSYCHIATRIC": the words before it are the sentence's)
                opens = next((k for k, word in enumerate(keys)
                              if self._distinctive(word, False)), len(keys))
                if opens == len(keys):
                    # "PCP WILL BE AT FENWAY HEALTH", a note's heading "SOUTHCOAST IMAGING
                    # CENTER - RADIOLOGY": a word no dictionary holds names the place
                    opens = next((k for k, word in enumerate(keys)
                                  if self._unlisted_word(word)
                                  and self._placed_or_heading(c, named[k], head)), len(keys))
                named = named[opens:]
            elif not (any(self._distinctive(k, True) for k in keys) or (
                    key in _TRADE_HEADS and not all(map(self._generic_word, keys))
                    and not (key == "fitness" and all(
                        k.endswith(_ADJECTIVE_ENDINGS) for k in keys)))
                    or self._everyday_words_named(c, named, keys)):
                continue  # ("Cardiovascular Fitness improved": a quality)
            if not named:
                continue
            # The head stays, as after a facility's name ("[ORG] Urology")
            self._add(c, self._region_opener(c, named[0].start), named[-1].end, "ORG", 0.7,
                      "organisation named before its head")
            # and the town after it ("Lucky Strike Lanes (Elkhart)")
            self._add_city_after(c, self._city_after(c, head.end))

    #: Everyday words that name a kind of service before a head ("Well Baby Clinic",
    #: "Child Life Services", "Fast Track") and so make no name.
    _KIND_OF_SERVICE = frozenset(split_words("""
        well baby babies child life fast track second opinion quick express same next
    """))
    #: How frequent in English each of those words must be: rarer ones may be clinical
    #: terms ("Nicotine").
    _EVERYDAY_NAME_ZIPF = 4.0
    #: Words whose capitals, after a preposition, make everyday words a name.
    _NAMING_PREPOSITIONS = (" at", " to", " from", " with", " via")

    def _everyday_words_named(self, c: _Ctx, named: list[Token], keys: list[str]) -> bool:
        """Two or more everyday words, capitalised in the middle of a sentence after "at",
        "to", "from", "with" or "via" before an organisation's head, are its name ("at
        Open Door Counseling", "via Ride Right Medical Transport"): none names a
        service, a field of medicine or a programme, and none is a rarer word that a
        clinical term could be ("referred to Nicotine Replacement Therapy" stays)."""
        if len(named) < 2:
            return False
        before = c.text[max(0, named[0].start - 6):named[0].start].rstrip(" \t").lower()
        if not before.endswith(self._NAMING_PREPOSITIONS):
            return False
        return all(
            k.isalpha() and zipf(k) >= self._EVERYDAY_NAME_ZIPF and not (
                self._generic_word(k) or k in self._PROGRAMME_WORDS
                or k in self._KIND_OF_SERVICE or k in self._LETTERHEAD_GENERIC
                or k.endswith(_ADJECTIVE_ENDINGS) or k in MONTHS or k in LANGUAGES
                or clinical_compound(k))
            for k in keys)

    def _capitalised_run_before(self, c: _Ctx, i: int, informative: bool) -> list[Token]:
        """Up to four words right before token ``i`` on its line, joined by blanks, by a
        hyphen ("Medi-Loan") or by "&" (or "and" where case means something); capitalised
        where case means something. A run after a number names a wing ("4 West Rehab")
        and counts as none."""
        tokens, text = c.tokens, c.text
        out: list[Token] = []
        next_start = tokens[i].start
        j = i - 1
        while j >= 0 and len(out) < 4:
            tok = tokens[j]
            gap = text[tok.end:next_start]
            if (tok.text in ("&", "-") or (informative and tok.text == "and")) and j > 0 and out:
                # "Golden Pond Rehabilitation and Nursing Center": where capitals mean
                # something, "and" between capitalised words joins them as "&" does
                joined = gap == "" and tokens[j - 1].end == tok.start if tok.text == "-" \
                    else (gap in (" ", "\t") and text[tokens[j - 1].end:tok.start] == " "
                          and (tok.text != "and" or self._is_cap(tokens[j - 1].text)))
                if not joined:
                    break
                next_start = tok.start
                j -= 1
                continue
            if gap == "" and out and text[tok.end:tok.end + 1] != "-":
                break
            k = self._key(tok.text)
            if gap.strip(" \t") or len(gap) > 2 or not k.isalpha():
                break  # "WOMEN'S IMAGING" reads on
            if (k in STOPWORDS and not (k == "new" and out and tok.text == "New")) or (
                    informative and not (self._is_cap(tok.text) and not tok.text.isupper())):
                break  # ("Greater New Hope Baptist": "New" inside a capitalised run)
            if _verb_form(k) and self._sentence_initial(text, tok.start) and not (
                    self._heading_part(c, tok, tokens[i]) and self._on_top_lines(c, tok.start)):
                break  # "Attends Cedar Grove Montessori"; a title's "Tufts Medical Center"
            out.insert(0, tok)
            next_start = tok.start
            j -= 1
        if out and j >= 0 and tokens[j].text[:1].isdigit() and \
                not text[tokens[j].end:out[0].start].strip(" \t"):
            return []
        return out

    @staticmethod
    def _distinctive(key: str, informative: bool) -> bool:
        """A word that makes the capitalised words it stands in a proper name."""
        if key in _BRAND_WORDS or key in STATE_NAMES or (
                informative and key in _COMPASS_BRANDS):
            return True
        if len(key) < 3 or not key.isalpha():
            return False
        if city_index().is_city(key) and zipf(key) < COMMON_ZIPF:
            return True
        # A rare word counts only where capitals mark it as a name: in a line of
        # capitals it is as often a misspelling ("RADIATON THERAPY")
        return informative and PlacesRecognizer._rare_unprotected(key)

    def _placed_or_heading(self, c: _Ctx, first: Token, head: Token) -> bool:
        """Words that follow "at", "to", "from" or "with", or that open a line or a part
        of it (after a wide gap, a tab, a bar or a dash) ended, or cut short by a dash, a
        bar, a comma or a colon, right after their head: where a place or a heading is
        being named ("sn visit  bayada home health - pittsfield office")."""
        return self._place_preposition_before(c, first.start) or self._heading_part(
            c, first, head)

    #: Non-blank lines at the top of a note that carry its letterhead and its title.
    _TITLE_LINES = 3
    #: Words of what a centre or a clinic does that no dictionary of clinical terms
    #: holds ("Weight Management Center", "Travel Clinic", "Sleep Study Center").
    _PROGRAMME_WORDS = frozenset(split_words("""
        weight management loss study studies travel testing evaluation assessment
        support resource resources education prevention control safety quality
        information admissions intake billing records learning innovation excellence
        integrated collaborative recovery treatment lifestyle fitness screening
        counseling counselling advice consult consultation referral walk-in walk
        infusion procedure procedures surgical ambulatory same-day outpatient day
        note notes report visit progress discharge summary admission case care
    """))

    #: Words that may open an organisation's name before a capitalised run ("New
    #: England Eye Center", "The Dimock Center").
    _NAME_OPENERS = frozenset({"new", "the"})

    def _title_name(self, c: _Ctx, named: list[Token], head: Token
                    ) -> tuple[int, int] | None:
        """Words before an organisation's head that make a part of one of a note's top
        lines by themselves ("Tufts Medical Center - Care Coordination", "NEW ENGLAND
        EYE CENTER - RETINA SERVICE", "bright smiles pediatric dentistry - taunton"):
        a letterhead names its organisation, and any of its words that names no kind
        of service, programme or clinical field makes the words a name, whose bounds
        are returned. "Cardiac Surgery Center - Progress Note" and "Weight Management
        Center" stay."""
        if not named:
            return None
        first = c.tokens[c.token_index_at(self._opened_at(
            c, named[0].start, self._NAME_OPENERS, capitalised=False, most=len(c.tokens)))]
        if not (self._heading_part(c, first, head) and self._on_top_lines(c, first.start)):
            return None
        if any(self._title_word(self._key(t.text)) for t in named):
            return first.start, named[-1].end
        return None

    #: People a word must name in the census name tables to name an organisation in a
    #: note's title ("Tufts", "Golden", "Shore"); the clinical words that are also
    #: surnames are rarer as names ("Vein", "Sickle") or generic ("Hand", "Bone").
    _TITLE_NAME_COUNT = 2000

    def _title_word(self, key: str) -> bool:
        """A word of a note's title that names the organisation: a distinctive word, a
        word no dictionary holds, or a widely held name, that names no kind of service,
        programme or clinical field ("Lipid Clinic", "Vaccine Clinic" stay)."""
        if len(key) < 3 or not key.isalpha() or key in STOPWORDS or (
                key in self._LETTERHEAD_GENERIC or key in self._PROGRAMME_WORDS
                or self._generic_word(key) or key.endswith(_ADJECTIVE_ENDINGS)):
            return False
        return self._distinctive(key, True) or self._unlisted_word(key) or (
            _lexicon().name_count(key) >= self._TITLE_NAME_COUNT)

    def _on_top_lines(self, c: _Ctx, pos: int) -> bool:
        """Whether ``pos`` stands on one of the note's first non-blank lines."""
        if c.top_end < 0:
            end, seen = 0, 0
            while seen < self._TITLE_LINES and end < len(c.text):
                nl = c.text.find("\n", end)
                nl = len(c.text) if nl < 0 else nl
                seen += bool(c.text[end:nl].strip())
                end = nl + 1
            c.top_end = end
        return pos < c.top_end

    def _heading_part(self, c: _Ctx, first: Token, head: Token) -> bool:
        """Words that open a line or a part of it (after a wide gap, a tab, a bar or a
        dash) and end it, or are cut short by a dash, a bar, a comma or a colon, right
        after their head."""
        line_start = c.text.rfind("\n", 0, first.start) + 1
        before = c.text[line_start:first.start]
        if before.strip(" \t") and not before.endswith(
                ("  ", "\t", "|", "| ", " - ", " \u2013 ", " \u2014 ")):
            return False
        after = _skip_blanks(c.text, head.end)
        return after >= len(c.text) or c.text[after] in "\r\n-,|:\u2013\u2014"

    @staticmethod
    def _unlisted_word(key: str) -> bool:
        """A word of four letters or more that no dictionary, clinical list or list of
        generic words holds, and no eponym: where case tells nothing, a name's word
        ("FENWAY", "bayada") rather than a term."""
        cls = PlacesRecognizer
        return (len(key) >= 4 and key.isalpha() and cls._rare_unprotected(key)
                and not (key in STOPWORDS or cls._generic_word(key) or clinical_compound(key)))

    @staticmethod
    def _generic_word(key: str) -> bool:
        """A word that any service, department or practice may be called by."""
        return (key in _SERVICE_WORDS or key in _SPECIALTY_WORDS or key in _NOT_NAME_PARTS
                or key in _SUBSPECIALTY_NOUNS or key in _BRANDED_HEADS
                or key in _TRADE_HEADS or key in CLINICAL_WORDS
                or _lexicon().is_eponym(key))

    def _area_word(self, toks: list[Token], i: int, last: int) -> bool:
        """"Kahaluu Point", "Washington Heights": a capitalised word that ends an area's
        name after a place's name, or after the first word when that is capitalised too
        ("Red Hollow"), or a state's name before such a word."""
        if not self._is_cap(toks[i].text):
            return False
        key = self._key(toks[i].text)
        if key in _AREA_NAME_WORDS:
            return 0 <= last == i - 1 or (i == 1 and self._is_cap(toks[0].text) and (
                toks[0].text.isalpha() and self._key(toks[0].text) not in STOPWORDS))
        return (i == 0 and key in STATE_NAMES and len(toks) > 1
                and self._key(toks[1].text) in _AREA_NAME_WORDS and self._is_cap(toks[1].text))

    def _titled_run(self, c: _Ctx, toks: list[Token]) -> int:
        """The index of the last of two or three title-case words after a residence cue on
        a line whose capitals mean something ("Lives near Rough Rock with husband"): a
        place named with everyday or clinical words that ``_placey`` refuses one by one;
        0 when there is none (one word alone is never such a run). A generic opening
        ("Assisted Living", "Group Home") or a housing word ("Senior Housing") makes no
        place."""
        if not c.doc.case_is_informative_at(toks[0].start):
            return 0
        n = 0
        while n < min(len(toks), 3) and _TITLED.fullmatch(toks[n].text) and (
                n == 0 or c.text[toks[n - 1].end:toks[n].start] == " "):
            n += 1
        if n < 2 or (n == 3 and len(toks) > 3 and _TITLED.fullmatch(toks[3].text)):
            return 0
        keys = [self._key(t.text) for t in toks[:n]]
        if keys[0] in STOPWORDS or keys[0] in GENERIC_MODIFIERS or any(
                k in _DWELLINGS or k in _HOUSING_WORDS or k in STOPWORDS for k in keys):
            return 0
        return n - 1

    def _placey(self, c: _Ctx, tok: Token) -> bool:
        """Could this word (after a destination or residence cue) be a place name?"""
        word = tok.text.rstrip("0123456789")
        key = self._key(word)
        if len(key) < 3 or not key.replace("'", "").isalpha():
            return False
        if key in _NOT_NAME_PARTS:
            return False
        if self._unit_like(word) or key in COUNTRIES or key in STATE_NAMES:
            return False
        if key in HOSPITAL_NAME_WORDS and key != "general":
            return self._is_cap(word) or not c.doc.case_is_informative_at(tok.start)
        if is_protected(key):
            return False
        if c.doc.case_is_informative_at(tok.start):
            if not self._is_cap(word):
                return False
            # Short words in capitals on a mixed-case line are unit abbreviations.
            return not (word.isupper() and len(word) <= 5 and key not in KNOWN_ACRONYMS)
        return self._rare(key)

    # ---- facilities -----------------------------------------------------------------

    def _facilities(self, c: _Ctx) -> None:
        text = c.text
        # Known multi-word names anywhere ("Sacred Heart", "Holy Cross").
        for m in self._at(c, "known", self._KNOWN, _KNOWN_NEXT, 2):
            self._add(c, m.start(), m.end(), "LOCATION", 0.9, "known facility name")
            self._remember(c, text[m.start():m.end()])
        self._childrens_hospital(c)
        # "<Name> Hospital", "<Name> Rehab", "<Name> House".
        for m in self._at(c, "facility", self._FACILITY):
            suffix = " ".join(m.group("suffix").lower().split())
            strong = suffix in self._STRONG_FACILITY
            if suffix in ("er", "ed", "ew", "va") and not m.group("suffix").isupper() and \
                    c.doc.case_is_informative_at(m.start()):
                continue
            before = self._words_before(c, m.start(), 5)
            accepted: list[Token] = []
            pending: list[Token] = []
            practice = m.group("practice") is not None
            service_end = -1
            if not practice and suffix not in _NAME_HEADS:
                named = self._without_service_words(c, before)
                if named and len(named) < len(before) and self._is_cap(named[-1].text) \
                        and self._key(named[-1].text) not in STOPWORDS:
                    service_end = before[-1].end
                    before = named
            # five words are read so that service words may stand between the name and
            # the head; the name itself is at most three words, as before any head
            before = before[-3:]
            if practice and not m.group("suffix")[:1].isupper() and \
                    c.doc.case_is_informative_at(m.start()):
                continue  # "pulmonary function lab", "needs home care": a service
            if not practice:
                c.facility_ends.append(m.end())
            if m.group("specialty") is not None:
                named = self._practice_name(c, before)
                if named and not m.group("suffix")[:1].isupper() and (
                        c.doc.case_is_informative_at(m.start())):
                    # before a specialty in lower case, one capitalised word is a drug's
                    # or an agent's ("No Gadolinium allergy", "Continue Vyvgart
                    # infusion"), unless a place's preposition stands before it
                    while named and self._sentence_initial(c.text, named[0].start) and (
                            is_protected(self._key(named[0].text))):
                        named = named[1:]
                    if len(named) == 1 and not self._place_preposition_before(
                            c, named[0].start):
                        continue
                if named:
                    self._add(c, named[0].start, named[-1].end, "ORG", 0.7,
                              "practice name before specialty")
                    self._add_city_after(c, self._city_after(c, m.end()))
                continue
            if practice or suffix in _NAME_HEADS:
                # "Valley Kids Pediatrics", "Harbor Light Shelter": everyday words, but two
                # capitalised ones before a practice or a shelter make a proper name
                named = self._named_before_head(
                    c, before, _DEPARTMENT_WORDS if practice else frozenset())
                if all(self._key(t.text) in _DEPARTMENT_WORDS for t in named):
                    named = []  # "Pulmonary Function Lab": a department
                if len(named) >= 2:
                    before, accepted = [], named
                elif practice:
                    # one word before a practice: a name no dictionary knows ("Fenmore
                    # Community Center"); "Call Urgent Care" opens an instruction
                    before = [t for t in named if zipf(self._key(t.text)) < COMMON_ZIPF
                              and not (self._sentence_initial(c.text, t.start)
                                       and is_protected(self._key(t.text)))]
                elif suffix not in _REHAB_HEADS:
                    before = named  # one word: it must pass as a hospital's name
            for tok in reversed(before):
                if self._key(tok.text) in PRODUCT_BRANDS:
                    break  # a maker's line of products: "Clorox Healthcare Bleach"
                if self._prefix_ok(c, tok, strong, scarce=suffix not in _ROOM_HEADS) or (
                        service_end >= 0 and tok is before[-1]
                        and self._rare_before_service(c, tok)):
                    accepted[:0] = [tok, *pending]
                    pending = []
                elif (strong or self._key(tok.text) in _PLACE_NAME_TAILS) and len(pending) < 2 \
                        and self._inner_name_word(c, tok):
                    # "Franklin Square Hosp", "Evergreen Crossing Rehabilitation", "Bayou
                    # City General Hospital": kept if a name precedes
                    pending.insert(0, tok)
                else:
                    break
            if not accepted:
                if not practice:
                    c.unnamed_heads.append(m.start())
                continue
            if suffix == "wing" and self._city_at(c, accepted[-1:]):
                continue  # "Aged Care - Banksia Wing": a town's name names the wing
            # ("Sangre Vista Regional": a hospital's name closed by its region's word;
            # "Whitlam Wing": a wing named for a person, the wing part of its name)
            end = m.end() if suffix in ("memorial", "regional", "wing") else max(
                accepted[-1].end, service_end)
            if self._overlaps(c, accepted[0].start, end, ("ADDRESS",)):
                continue
            org = _regex.match(self._ORG_SUFFIX, text, _skip_blanks(text, m.end())) \
                if practice else None
            if org is not None:
                # "Pioneer Transit Authority", "Lakeland Oncology Research Institute": an
                # organisation's whole name, its head included
                self._add(c, accepted[0].start, org.end("suffix"), "ORG", 0.8,
                          "organization name")
                continue
            opened = self._joined_partner(c, self._region_opener(c, accepted[0].start))
            self._add(c, opened, end, "LOCATION", 0.9 if strong else 0.75, "facility name")
            self._remember(c, " ".join(t.text for t in accepted))
            if opened < accepted[0].start:
                # "South Shore" is looked for again as a whole: "Shore" alone is a word
                self._remember(c, c.text[opened:accepted[-1].end])
            self._add_city_after(c, self._city_after(c, m.end()))
        # "St. Agnes", "ST. MARY", "St A." after a location cue or before a suffix.
        for m in self._at(c, "saint", self._SAINT):
            self._saint(c, m)
        # "U Maryland", "UOf Maryland Hosp".
        for m in self._at(c, "u_of", self._U_OF, _U_OF_NEXT, 2):
            self._add(c, m.start(), m.end(), "LOCATION", 0.8, "university hospital")
        # Hospital acronyms in context ("transferred to GH", "GH ER").
        for i in c.hits.get("acronym", ()):
            self._acronym(c, i)
        # Buildings and wards after a destination cue ("transfer to Quartermain 2").
        for m in self._at(c, "destination", self._DESTINATION_CUE, _DESTINATION_NEXT, 4):
            toks = self._phrase_after(c, m.start("rest"), 3)
            accepted = []
            for tok in toks:
                if self._placey(c, tok):
                    accepted.append(tok)
                else:
                    break
            if accepted and not c.doc.case_is_informative_at(accepted[0].start):
                # Without capitals, a rare word after "transfer to" may be a typo: demand
                # a floor number, a facility word after it, or a known name.
                following = toks[len(accepted)] if len(toks) > len(accepted) else None
                nxt = following.text.lower() if following else ""
                if not (nxt.isdigit() or accepted[-1].text[-1].isdigit() or
                        nxt in _UNIT_SUFFIX_WORDS or
                        any(_lexicon().name_count(t.text) > 0 for t in accepted)):
                    accepted = []
            if len(accepted) == 1 and product_shape(accepted[0].text) and c.text[
                    m.start():m.start("rest")].lower().split() == ["received", "in"]:
                # "Received in CytoLyt": a specimen's medium written like a brand
                # ("sent to LifeLabs", "stayed in CareRite" name a company)
                accepted = []
            if accepted and not self._city_at(c, accepted):
                a, b = accepted[0].start, accepted[-1].end
                following = toks[len(accepted)] if len(toks) > len(accepted) else None
                if following is not None and following.text[:1].isupper() and (
                        following.text.lower() in _BUILDING_NOUNS) and (
                        c.text[b:following.start] == " "):
                    b = following.end  # "to Whitlam Wing": the wing named for a person
                if not self._overlaps(c, a, b):
                    self._add(c, a, b, "LOCATION", 0.7, "place after transfer/admission cue")
                    self._remember(c, " ".join(t.text.rstrip("0123456789") for t in accepted))
        # Ward buildings with a floor number after a short cue ("PLAN: QUARTERMAIN 2").
        for m in self._wards(c):
            tok = Token(m.start("ward"), m.end("ward"), m.group("ward"))
            if self._placey(c, tok) and not self._overlaps(c, tok.start, tok.end) and \
                    not _lexicon().is_eponym(self._key(tok.text)):  # "Ranson 3"
                self._add(c, tok.start, tok.end, "LOCATION", 0.7, "building with floor number")
                self._remember(c, tok.text)

    #: "Children's" alone after "at", "to", "from"... and before the end of the clause,
    #: a unit or a conjunction: the children's hospital ("Followed at Children's until
    #: age 21", "AT CHILDREN'S, NOW AT LAHEY"; "to children's birthday party" stays).
    _CHILDRENS = _regex.compile(
        r"(?i)(?<![A-Za-z])(?:at|to|from|into|@)[ \t]+(?P<name>children['\u2019]?s)"
        r"(?=[ \t]*(?:$|[\r\n,;.:)(]|(?:er|ed|icu|nicu|picu|ew|until|since|and|for|as|in"
        r"|then|x)(?![A-Za-z])))")

    def _childrens_hospital(self, c: _Ctx) -> None:
        """See :attr:`_CHILDRENS`; anchored at the word, so the pattern runs only where
        it stands."""
        for i in c.doc.positions_of(_CHILDRENS_FORMS):
            if i == 0:
                continue
            m = _regex.match(self._CHILDRENS, c.text, c.tokens[i - 1].start)
            if m is not None and not self._overlaps(c, m.start("name"), m.end("name")):
                self._add(c, m.start("name"), m.end("name"), "LOCATION", 0.8,
                          "children's hospital by its short name")

    def _generic_head(self, c: _Ctx, head: int, end: int) -> None:
        """The capitalised words before a generic head ("Riverlands Community Blood
        Center") name an organisation when one of them is a town's name, a place word
        after another word ("Mission Valley"), or a rare word that is no clinical term,
        eponym, adjective of a field or service word ("Poison Control Center",
        "Comprehensive Cancer Center" and "Palliative Care" stay)."""
        if self._overlaps(c, max(0, head - 2), head + 1):
            return  # the head ends a facility or an organisation found before
        named = self._named_before_head(c, self._words_before(c, head, 4),
                                        _DEPARTMENT_WORDS)
        while named and self._key(named[0].text) in _FACILITY_MODIFIERS:
            named = named[1:]  # "Regional Burn Center": no name before the modifier
        if not named:
            return
        if self._overlaps(c, named[0].start, named[-1].end, ("ORG",)):
            # "Lumina Fertility Partners - Scottsdale": the practice was named before its
            # specialty; the town after its head is the practice's
            self._add_city_after(c, self._city_after(c, end))
            return
        if len(named) == 1 and self._sentence_initial(c.text, named[0].start):
            return  # "Transplant Center", "Amarillo Diagnostics" opening a line
        if (any(self._names_an_organisation(k, self._key(tok.text))
                for k, tok in enumerate(named)) or self._named_before_modifier(named)) and (
                not self._overlaps(c, named[0].start, named[-1].end)):
            self._add(c, named[0].start, named[-1].end, "ORG", 0.7,
                      "name before an organisation's head")
            self._add_city_after(c, self._city_after(c, end))

    #: A letterhead's name: capitalised words, "&", "and", "of", "the", "for" between them,
    #: perhaps a company's suffix after a comma ("Blue Ridge Neurology & Sleep, P.C.").
    _LETTERHEAD_NAME = _regex.compile(
        r"(?:\p{Lu}[\p{L}'\u2019.-]{0,30})(?:[ \t]{1,2}(?:\p{Lu}[\p{L}'\u2019.-]{0,30}"
        r"|&|and|of|the|for|at|on))*"
        r"(?:,?[ \t]+(?:P\.?C\.?|PLLC|LLC|L\.L\.C\.|Inc\.?|LLP|Ltd\.?|P\.A\.|PA))?")
    #: Words of a letterhead that name nothing: what a practice does, its kind, and the
    #: labels printed over an address ("Mailing Address", "Remit To").
    _LETTERHEAD_GENERIC = _SERVICE_WORDS | _SPECIALTY_WORDS | _SUBSPECIALTY_NOUNS | \
        frozenset(_SPECIALTY_HEADS) | frozenset(split_words("""
        clinic clinics hospital center centre associates group practice partners
        specialists specialist consultants services care health healthcare medical
        medicine institute laboratory laboratories lab labs pharmacy office department
        dept program network diagnostics physicians surgeons doctors sleep balance
        wellness p.c. pc pllc llc l.l.c. inc inc. llp ltd ltd. p.a. pa
        address mailing home current permanent previous temporary billing remit payment
        ship shipping send to from return residence contact emergency patient guarantor
        employer preferred location facility site main primary secondary work school
        delivery directions new old service requested attn attention c/o
        """))

    #: A line of an address block holding a house number and a street's capitalised
    #: words whatever their type ("2 Mill Stile", "14A Rookery Nook"), and one holding
    #: the town's capitalised words alone ("Lower Tansley").
    _BLOCK_STREET_LINE = _regex.compile(
        r"[ \t]*\d{1,5}[A-Za-z]?,?[ \t]+\p{Lu}[\p{L}'-]{1,30}(?:[ \t]+\p{Lu}[\p{L}'-]{1,30}){0,3}"
        r"[ \t,]*")
    _BLOCK_TOWN_LINE = _regex.compile(
        r"[ \t]*\p{Lu}[\p{L}'-]{1,30}(?:[ \t]+\p{Lu}[\p{L}'-]{1,30}){0,2}[ \t,]*")

    def _address_block_lines(self, c: _Ctx) -> None:
        """The lines of an address block above a line that a postcode opens ("2 Mill
        Stile" / "Lower Tansley" / "NT9 2HB" under a practice's name): a house number and
        capitalised words are the street, whatever word ends them, and the capitalised
        words of a line between that and the postcode are the town."""
        text = c.text
        for span in [s for s in c.spans if s.type == "ADDRESS" and "post" in s.reason]:
            line_start = text.rfind("\n", 0, span.start) + 1
            if text[line_start:span.start].strip(" \t") or line_start < 2:
                continue
            lines: list[tuple[int, int]] = []  # up to two lines above, nearest first
            end = line_start - 1
            while len(lines) < 2 and end > 0:
                start = text.rfind("\n", 0, end) + 1
                lines.append((start, end))
                end = start - 1
                if start == 0:
                    break
            for n, (start, end) in enumerate(lines):
                line = text[start:end].rstrip("\r")
                if _regex.fullmatch(self._BLOCK_STREET_LINE, line) is None:
                    continue
                if n == 1 and _regex.fullmatch(
                        self._BLOCK_TOWN_LINE, text[lines[0][0]:lines[0][1]].rstrip("\r")
                ) is None:
                    break
                if not self._overlaps(c, start, start + len(line), ("ADDRESS",)):
                    self._add(c, start + len(line) - len(line.lstrip(" \t")),
                              start + len(line), "ADDRESS", 0.75, "street line of an address block")
                if n == 1:
                    town_start, town_end = lines[0]
                    town = text[town_start:town_end].rstrip("\r")
                    lead = len(town) - len(town.lstrip(" \t"))
                    if not self._overlaps(c, town_start + lead, town_start + len(town)):
                        self._add(c, town_start + lead, town_start + len(town), "LOCATION",
                                  0.7, "town line of an address block")
                break

    #: A note's first line: capitalised words, a dash or a bar, and the kind of record.
    _TITLE_LINE = _regex.compile(
        r"[ \t*]*(?P<name>[^\n]{3,60}?)[ \t]+(?:[-|\u2013\u2014])[ \t]+(?P<kind>[^\n]{3,80})")
    #: A note's first line, or its part before a bar, a dash or a wide gap, that is a
    #: company's name with its legal suffix ("GUARDIAN PEAK MUTUAL LIFE INSURANCE CO.",
    #: "HELIX POINT DIAGNOSTICS, INC.  |  CLIA #: ..."): two words at least before it,
    #: and "CO" with its period only (a carbon monoxide level is no company).
    _COMPANY_TITLE = _regex.compile(
        r"[ \t*]*(?P<name>\p{Lu}[\p{L}'\u2019.&-]{0,30}(?:[ \t]{1,2}(?:\p{Lu}[\p{L}'\u2019.&-]"
        r"{0,30}|&|and|of|the)){1,6}),?[ \t]+(?:(?:CO|Co)\.|(?:INC|CORP|COMPANY|LLC|LTD|PLLC"
        r"|Inc|Corp|Company|Ltd)\.?)(?=[ \t*]*(?:\r|\Z|[|\u2013\u2014]|-[ \t]|[ \t]{2}))")
    #: Words that name a kind of record in a note's title ("DOSING NURSE NOTE",
    #: "IN-FLIGHT MEDICAL EVENT REPORT", "HEALTH CENTER DAILY LOG").
    _RECORD_KINDS: Final = frozenset(split_words("""
        report note notes log record records form summary sheet letter checklist
        notification screening assessment evaluation consult consultation message
        worksheet flowsheet intake referral
    """))

    #: Prefixes that build a term no dictionary holds from a known one
    #: ("INTERFACILITY", "TELEPSYCHIATRY"): such a word names no organisation.
    _TERM_PREFIXES: Final = (
        "inter", "intra", "tele", "post", "peri", "pre", "multi", "trans", "sub", "non",
        "anti", "neuro", "cardio", "hemo", "haemo", "pseudo", "hyper", "hypo", "poly",
        "semi", "micro", "macro", "bio", "auto", "pan", "co")

    def _titled_organisation(self, c: _Ctx) -> None:
        """A note's first line that names its organisation and then, after a dash or a
        bar, the kind of record ("HARBOR LIGHT RECOVERY SERVICES OTP - DOSING NURSE
        NOTE", "CASCADIA AIR - IN-FLIGHT MEDICAL EVENT REPORT"): the capitalised words
        before the dash are the organisation when one of them names it (a distinctive
        word, a word no dictionary holds, a widely held name) and none names a record
        ("EMERGENCY DEPARTMENT - TRIAGE NOTE", "PROGRESS NOTE - DAY 3" stay). A first
        line that names a company with its legal suffix is that company ("GUARDIAN
        PEAK MUTUAL LIFE INSURANCE CO.")."""
        text = c.text
        start = len(text) - len(text.lstrip())
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if end - start > 160:
            return  # no title
        company = _regex.match(self._COMPANY_TITLE, text[start:end])
        if company is not None and not self._overlaps(
                c, start + company.start(), start + company.end()):
            self._add(c, start + company.start("name"), start + company.end(), "ORG", 0.7,
                      "company titling a note")
            return
        m = _regex.fullmatch(self._TITLE_LINE, text[start:end].rstrip(" \t\r*"))
        if m is None:
            return
        kind = {self._key(w) for w in m.group("kind").replace("-", " ").split()}
        if kind.isdisjoint(self._RECORD_KINDS):
            return
        a, b = start + m.start("name"), start + m.end("name")
        if _regex.fullmatch(self._LETTERHEAD_NAME, text[a:b]) is None or self._overlaps(c, a, b):
            return
        keys = [self._key(t.text) for t in c.tokens[c.token_index_at(a):c.token_index_at(b)]
                if t.text[:1].isalpha()]
        if not keys or len(keys) > 6 or not self._RECORD_KINDS.isdisjoint(keys):
            return
        if any(self._title_word(key) and not (
                zipf(key) < RARE_ZIPF and key.startswith(self._TERM_PREFIXES)) for key in keys):
            self._add(c, a, b, "ORG", 0.7, "organisation titling a note")

    def _letterheads(self, c: _Ctx) -> None:
        """The name a street address or a suite is printed under or after in a letterhead
        ("Hearwell Audiology & Balance | 6 Kingfisher Row | Portsmouth", "Coral Coast
        Endocrinology" on the line above "Suite 4, 27 Esplanade Parade"): the whole line
        before the address, or the part of its line before a bar, a comma, a dash or a
        wide gap, is an organisation when it is only capitalised words of which one is no
        word of a practice's kind or service and no label ("Mailing Address", "Family
        Medicine Clinic" name nothing)."""
        text = c.text
        for span in [s for s in c.spans if s.type == "ADDRESS"]:
            line_start = text.rfind("\n", 0, span.start) + 1
            before = text[line_start:span.start]
            if not before.strip(" \t"):
                if line_start < 2:
                    continue
                start = text.rfind("\n", 0, line_start - 1) + 1
                end = line_start - 1
            else:
                sep = _regex.search(self._LETTERHEAD_SEPARATOR, before)
                if sep is None:
                    continue
                end = line_start + sep.start()
                # the name begins the line or follows a bar, a tab or a wide gap
                start = line_start + max(
                    (i + len(mark) for mark in ("|", "  ", "\t")
                     if (i := before.rfind(mark, 0, sep.start())) >= 0), default=0)
            while start < end and text[start] in " \t":
                start += 1
            while end > start and text[end - 1] in " \t\r":
                end -= 1
            if end - start < 4 or end - start > 60 or self._overlaps(c, start, end):
                continue
            m = _regex.fullmatch(self._LETTERHEAD_NAME, text[start:end])
            if m is None:
                continue
            keys = [self._key(t.text) for t in
                    c.tokens[c.token_index_at(start):c.token_index_at(end)]
                    if t.text[:1].isalpha()]
            if any(key not in self._LETTERHEAD_GENERIC and key not in STOPWORDS
                   and not key.endswith(_ADJECTIVE_ENDINGS) for key in keys):
                self._add(c, start, end, "ORG", 0.7, "name over or before an address")

    #: Labels whose value is an organisation's name: an insurer, a performing laboratory,
    #: a supplier, an agency, a facility that sends or receives the patient, a school or a
    #: church.
    _ORG_FIELD = _regex.compile(
        r"(?i:carrier|insurer|(?:(?:primary|secondary)[ \t]+)?ins(?:urance)?|payer|payor"
        r"|health[ \t]+plan|(?:performing|reference)[ \t]+lab(?:oratory)?"
        r"|vendor|supplier|dme(?:[ \t]+(?:company|supplier|vendor))?"
        r"|(?:home[ \t]+health[ \t]+)?agency|home[ \t]+health|home[ \t]+infusion"
        r"|hospice(?:[ \t]+agency)?|(?:sending|receiving|referring)[ \t]+facility|facility"
        r"|destination|transfer(?:red)?[ \t]+(?:from|to)|school|day[ \t]*care|church"
        r"|congregation|venue|sanctioning(?:[ \t]+body)?"
        r"|(?:dive|treatment|testing|test|collection|dialysis|infusion|imaging|surgery"
        r"|surgical|cancer|fitness)[ \t]+cent(?:er|re))[ \t]*:[ \t]*(?=\S)")
    #: Words of such a value that name no one organisation: kinds of payer and plan, and
    #: the national payers, laboratories and chains, which ``_national_organisations``
    #: labels by their names wherever they stand.
    _ORG_FIELD_GENERIC = frozenset(split_words("""
        mutual insurance insurer plan plans life assurance casualty benefit benefits
        employee employees self pay commercial private public none unknown pending
        uninsured medicare medicaid tricare champva va advantage supplement supplemental
        part hmo ppo epo pos managed government state federal county workers comp
        compensation auto liability blue cross shield aetna cigna humana unitedhealthcare
        united anthem bcbs kaiser permanente molina centene wellcare ambetter oscar
        amerigroup caresource highmark quest diagnostics labcorp arup mayo myriad invitae
        genedx ambry natera cvs walgreens rite aid walmart costco kroger team unit floor
        ward bedside same prior outside local home rehab snf ltach ltac er ed icu hospital
        """)) | _LETTERHEAD_GENERIC

    def _labelled_organisation(self, c: _Ctx, pos: int) -> None:
        """The value of a field whose label says it names an organisation ("Carrier:
        Golden Harvest Mutual", "Performing lab: Meridian Genomics", "FACILITY: BLACK
        CANYON STATE CORRECTIONAL FACILITY"): the capitalised words up to a comma, a
        bracket, a wide gap, a number or a word in lower case, joined perhaps by "&",
        "of", "and" or "for". It is an organisation when one of its words is a rare word,
        a town or no dictionary word, or when two of them are words of no payer's or
        practice's kind, no national payer, laboratory or chain and no clinical term
        ("Golden Harvest Mutual"; "Ins: Medicare A/B", "Facility: SNF", "Destination:
        Home" stay). A bare "Lab:" is no such label: it also heads results."""
        informative = c.doc.case_is_informative_at(pos)
        words: list[Token] = []
        pending: list[Token] = []
        for tok in self._phrase_after(c, pos, 8, hyphens=True):
            if words and "  " in c.text[words[-1].end:tok.start].replace("\t", "  "):
                break  # a wide gap: the next field of a form
            key = self._key(tok.text)
            if key in {"&", "of", "and", "for", "the", "de"} and words:
                pending.append(tok)
                continue
            if key in _ORG_FIELD_STOP or not key[:1].isalpha() or (
                    informative and not self._is_cap(tok.text)):
                break
            words.extend(pending)
            pending = []
            words.append(tok)
        if not words or self._overlaps(c, words[0].start, words[-1].end):
            return
        loose = [t for t in words if self._names_in_a_field(c, t)]
        strong = [t for t in loose if self._rare(self._key(t.text))
                  or city_index().is_city(self._key(t.text)) or not is_protected(
                      self._key(t.text))]
        if not strong and len(loose) < 2:
            return
        self._add(c, words[0].start, words[-1].end, "ORG", 0.7,
                  "organisation named by its field's label")
        self._remember_org(c, words)
        self._add_city_after(c, self._city_after(c, words[-1].end))

    def _names_in_a_field(self, c: _Ctx, tok: Token) -> bool:
        key = self._key(tok.text)
        if key in self._ORG_FIELD_GENERIC or key in STOPWORDS or \
                key.endswith(_ADJECTIVE_ENDINGS):
            return False
        if tok.text.isupper() and len(tok.text) <= 4 and c.doc.case_is_informative_at(
                tok.start):
            return False  # "Lab: CBC, BMP", "Facility: SNF"
        # a clinical term is a protected word that everyday language rarely uses
        return not (is_protected(key) and zipf(key) < 3.5 and not self._rare(key))

    def _town_before_branch(self, c: _Ctx, head: Token, limit: float = 0.0,
                            reason: str = "town naming a branch") -> None:
        """A known town right before "office", "campus", "branch", "location", "lab" or
        "site" names the branch of a practice or an agency ("Evanston office", "WIC
        appointment: Pawtucket office", "Scottsdale location", "our Livonia lab"): the
        town is capitalised where case means something and is no everyday word or
        clinical term ("Home office", "Main campus", "Mobile office", "Lyme lab" stay).
        Before a town's own service (fire, police) a one-word town less frequent than
        ``limit`` passes however everyday ("CAMBRIDGE FIRE RESCUE")."""
        before = self._words_before(c, head.start, 3)
        for k in range(len(before)):
            toks = before[k:]
            if self._city_at(c, toks) != len(toks) or not self._case_ok(c, toks):
                continue
            name = " ".join(self._key(t.text) for t in toks)
            if (self._common_city(name) and not (" " not in name and zipf(name) < limit)) \
                    or (len(toks) == 1 and (
                        _lexicon().is_eponym(name) or name in CLINICAL_HOMOGRAPHS)):
                continue  # "Mobile office", "Lyme lab"
            if c.doc.case_is_informative_at(head.start) and not toks[0].text[:1].isupper():
                continue
            if not self._overlaps(c, toks[0].start, toks[-1].end):
                self._add(c, toks[0].start, toks[-1].end, "LOCATION", 0.75, reason)
            return

    #: What parts a letterhead's name from the address after it on one line.
    _LETTERHEAD_SEPARATOR = _regex.compile(r"[ \t]*(?:[|,\u2013\u2014]|[ \t]-|[ \t]{2}|\t)[ \t]*$")

    def _named_before_modifier(self, named: list[Token]) -> bool:
        """The words before a generic head open with a word that no list holds as a
        frequent, clinical or service word, right before a facility's modifier
        ("Heartland Regional Blood Center", "Lakeshore Community Health Center"): a
        modifier after a word makes that word the name ("Regional Blood Center" alone,
        "Pediatric Regional Center" and "Our Community Health Center" stay)."""
        if len(named) < 2 or self._key(named[1].text) not in _FACILITY_MODIFIERS:
            return False
        key = self._key(named[0].text)
        return key.isalpha() and zipf(key) < COMMON_ZIPF and key not in STOPWORDS and not (
            _names_care(key) or key in CLINICAL_WORDS)  # (modifiers are service words)

    def _names_an_organisation(self, k: int, key: str) -> bool:
        """Word ``k`` of the words before a generic head makes them a name."""
        if k and key in _PLACE_NAME_TAILS:
            return True  # "Mission Valley Birthing Center": a place's name
        if _names_care(key):
            return False
        return city_index().is_city(key) or self._rare_unprotected(key)

    def _practice_name(self, c: _Ctx, before: list[Token]) -> list[Token]:
        """The name of a practice before a specialty ("Meadowlark Dermatology", "Blue
        Ridge Cardiology"): one rare word or two capitalised words, none an adjective of
        a field ("Interventional Cardiology"), a service word ("Pediatric Urology"), a
        clinical noun ("Movement Disorders Neurology") or an eponym ("Mohs")."""
        named = self._named_before_head(c, before, frozenset())[-2:]
        for tok in named:
            key = self._key(tok.text)
            if _names_care(key) or key in CLINICAL_WORDS:
                return []  # ("backup Propofol infusion": a drug's)
        if len(named) == 1 and not (self._rare(self._key(named[0].text)) and not (
                self._sentence_initial(c.text, named[0].start))) and not (
                self._place_preposition_before(c, named[0].start)
                and self._key(named[0].text) not in _DEPARTMENT_WORDS):
            return []  # but "seen at Pacific Fertility": a place is being named
        return named

    @staticmethod
    def _place_preposition_before(c: _Ctx, pos: int) -> bool:
        """"at", "to", "from" or "with" right before ``pos``."""
        before = c.text[max(0, pos - 6):pos].rstrip(" \t").lower()
        return before.endswith((" at", " to", " from", " with")) or before in (
            "at", "to", "from", "with")

    def _without_service_words(self, c: _Ctx, before: list[Token]) -> list[Token]:
        """``before`` without the capitalised service words that stand between a name
        and its head ("Bayou Kids Clinic", "Tamarack Health Clinic", "Riverside Women's
        Pavilion"): up to three, on a line whose capitals mean something. A name must
        still come before them; alone they name a service ("Women's Clinic")."""
        n = len(before)
        while n > 0 and len(before) - n < 3:
            tok = before[n - 1]
            if not (self._key(tok.text) in _SERVICE_WORDS and self._is_cap(tok.text)
                    and not tok.text.isupper()
                    and c.doc.case_is_informative_at(tok.start)):
                break
            n -= 1
        return before[:n]

    def _named_before_head(self, c: _Ctx, before: list[Token],
                           allowed: frozenset[str]) -> list[Token]:
        """The capitalised words right before a practice's or a residence's head noun,
        on a line whose capitals mean something, none generic ("General Pediatrics")
        unless ``allowed`` ("Coastal Oral Pathology Lab")."""
        out: list[Token] = []
        for tok in reversed(before):
            key = self._key(tok.text)
            if (not c.doc.case_is_informative_at(tok.start) or not self._is_cap(tok.text)
                    or tok.text.isupper() or not key.replace("'", "").isalpha()
                    or (key in _NOT_NAME_PARTS and key not in allowed)
                    or key in _SPECIALTY_WORDS or key in _HOSPITAL_UNITS
                    or (self._sentence_initial(c.text, tok.start) and _verb_form(key))):
                break  # ... or a verb opening the sentence ("Attends Little Sprouts Daycare")
            out.insert(0, tok)
        return out

    def _rare_before_service(self, c: _Ctx, tok: Token) -> bool:
        """A rare capitalised word right before the service words of a clinic's name
        ("Saguaro Kids Clinic", "Tamarack Family Clinic"): a dictionary may know it, but
        with the service between it and the head it names the clinic. Terms of medicine
        and verbs opening the sentence stay ("Geriatric Family Clinic", "Attends Family
        Clinic")."""
        key = self._key(tok.text)
        return (c.doc.case_is_informative_at(tok.start) and self._is_cap(tok.text)
                and not tok.text.isupper() and key.isalpha() and self._rare(key)
                and not (self._sentence_initial(c.text, tok.start) and _verb_form(key))
                and key not in CLINICAL_WORDS and not clinical_compound(key)
                and key not in _SERVICE_WORDS and key not in _SPECIALTY_WORDS
                and not key.endswith(_ADJECTIVE_ENDINGS))

    def _prefix_ok(self, c: _Ctx, tok: Token, strong: bool, *, scarce: bool = False) -> bool:
        """Whether ``tok`` may open a facility's name before its head; with ``scarce``, a
        word the dictionary hardly uses will do (not before "ER", which also closes a
        drug's name: "Guanfacine ER")."""
        word = tok.text
        key = self._key(word)
        if key in _NOT_NAME_PARTS or len(key) < 2:  # "F   Hospice ID": a sex
            return False
        if not key.replace("'", "").replace(".", "").isalpha():
            return False
        if key in COUNTRIES:
            return False
        informative = c.doc.case_is_informative_at(tok.start)
        place_word = key in STATE_NAMES or city_index().is_city(key) or key in SAINTS or \
            key in HOSPITAL_NAME_WORDS or key in {"st", "saint", "mt", "mount", "ft", "fort"}
        if informative:
            if not self._is_cap(word):
                return False
            if word.isupper() and len(word) <= 4 and key not in KNOWN_ACRONYMS and \
                    not place_word:
                return strong
            if self._sentence_initial(c.text, tok.start):
                # "Oxycodone ER 20 mg", "Denture clinic": a clinical word opening the
                # sentence names the drug's form or the service
                if place_word:
                    return True
                if strong:  # "Called Community Hospital": a verb opens the sentence
                    return not _verb_form(key)
                return self._rare_unprotected(key)
            # a word the dictionary holds but hardly uses, and no term or adjective
            # of medicine, names the place as an unknown one does ("Pennyroyal Family
            # Medicine")
            return strong or place_word or not is_protected(key) or (
                scarce and zipf(key) < _SCARCE_ZIPF and key not in CLINICAL_WORDS
                and not key.endswith(_SCARCE_ADJECTIVE_ENDINGS))
        if place_word or (self._rare_unprotected(key)
                          and not clinical_compound(key)):  # "AT HEMONC CLINIC"
            return True
        return strong and (not is_protected(key) or zipf(key) < 3.5)

    #: Words that open a region's name before the word that names it ("South Shore",
    #: "East Boston", "Greater Lowell"): lists of generic words hold them, so they are
    #: read only right before a name already found.
    _REGION_OPENERS = _COMPASS_BRANDS | {"greater"}

    def _region_opener(self, c: _Ctx, start: int) -> int:
        """The start of a name found at ``start``, moved back over a compass word (or
        "Greater") joined to it by one blank: "SOUTH SHORE HOSPITAL" would otherwise
        read "SOUTH [LOCATION] HOSPITAL". Where case means something the word must be
        capitalised ("the south Shore Hospital" stays)."""
        return self._opened_at(c, start, self._REGION_OPENERS, capitalised=True, most=1)

    def _opened_at(self, c: _Ctx, start: int, openers: frozenset[str], *,
                   capitalised: bool, most: int) -> int:
        """The start of a name whose first word starts at ``start``, moved back over at
        most ``most`` words of ``openers`` joined to it, and to each other, by one
        blank; with ``capitalised``, only over words written with a capital where case
        means something."""
        k = c.token_index_at(start)
        if k >= len(c.tokens) or c.tokens[k].start != start:
            return start
        while k > 0 and most > 0:
            prev = c.tokens[k - 1]
            if c.text[prev.end:c.tokens[k].start] != " " or (
                    self._key(prev.text) not in openers) or (
                    capitalised and c.doc.case_is_informative_at(prev.start)
                    and not self._is_cap(prev.text)):
                break
            k, most = k - 1, most - 1
        return c.tokens[k].start

    def _joined_partner(self, c: _Ctx, start: int) -> int:
        """The start of a merged institution's name: a capitalised word joined by "&"
        to the name at ``start`` ("Ravensholme & Wyvern Hospitals")."""
        j = _skip_back(c.text, start, " \t")
        if j == start or c.text[j - 1:j] != "&":
            return start
        before = self._words_before(c, j - 1, 1)
        if not before or not c.text[before[0].end:j - 1].isspace():
            return start
        word = before[0]
        key = self._key(word.text)
        if not self._is_cap(word.text) or key in STOPWORDS or is_protected(key) or (
                self._overlaps(c, word.start, word.end)):
            return start
        return word.start

    def _inner_name_word(self, c: _Ctx, tok: Token) -> bool:
        """An everyday word inside a facility name ("Square" in "Franklin Square"), or a
        generic one between the name and the head ("Community" in "Sagebrush Community
        Hospital"), written with a capital where case means something; at most two stand
        together ("City General")."""
        key = self._key(tok.text)
        if key in _FACILITY_MODIFIERS or key in ("city", "town"):
            # ... or the end of a town's name ("Bayou City General Hospital"); in a line
            # of capitals the name before it must still pass as a facility's name
            return self._is_cap(tok.text) or not c.doc.case_is_informative_at(tok.start)
        if key in _NOT_NAME_PARTS:
            return False
        if not key.isalpha():
            return False
        return not c.doc.case_is_informative_at(tok.start) or self._is_cap(tok.text)

    def _saint(self, c: _Ctx, m: regex.Match[str]) -> None:
        name = m.group("name")
        key = self._key(name)
        if key in _ST_CLINICAL or (key in STOPWORDS and len(key) > 1):
            return
        informative = c.doc.case_is_informative_at(m.start())
        st = m.group("st")
        if informative and not (self._is_cap(name) and self._is_cap(st)):
            return
        next_key = self._next_key(c, m.end())
        if next_key == "wort":
            return
        cue = _regex.search(_LOCATION_CUE_BEFORE, c.text[max(0, m.start() - 40):m.start()])
        suffix_after = next_key in {"hospital", "hosp", "medical", "rehab", "nursing",
                                    "hospice", "er", "ed", "infirmary", "health", "clinic"}
        if len(name) == 1:
            if cue is None:
                return
            if not m.group("dot2") and not informative:
                return
        else:
            if key not in SAINTS and (not informative or is_protected(key) or
                                      (name.isupper() and len(name) <= 3)):
                return
            if not (cue or suffix_after or informative or st.lower() != "st" or
                    m.group("dot")):
                return
        end = m.end("dot2") if len(name) == 1 and m.group("dot2") else m.end("name")
        regnal = _regex.match(self._REGNAL, c.text, end) if len(name) > 1 else None
        if regnal is not None:
            end = regnal.end()  # "St. Pius X Catholic School", "St. John XXIII"
        start = m.start()
        before = self._words_before(c, start, 1)
        if before and c.text[before[0].end:start] == " " and self._is_cap(before[0].text) and (
                self._key(before[0].text) in _TOWN_OPENERS
                or self._rare_unprotected(self._key(before[0].text))):
            start = before[0].start  # "Sault Ste. Marie", "Port St. Lucie"
        self._add(c, start, end, "LOCATION", 0.8, "saint's name facility")
        self._remember(c, c.text[start:end])

    def _acronym(self, c: _Ctx, i: int) -> None:
        tok = c.tokens[i]
        acr = tok.text
        key = acr.lower()
        known = key in KNOWN_ACRONYMS
        if key in _MEDICAL_ACRONYMS and not known:
            return
        informative = c.doc.case_is_informative_at(tok.start)
        if known:
            if not acr.isupper() and informative:
                return
        elif not (acr.isupper() and acr.isalpha() and 3 <= len(acr) <= 5 and
                  (acr[-1] == "H" or acr.endswith(("MC", "HC")))):
            return
        elif not informative and (zipf(key) >= 2.0 or is_protected(key)):
            return  # a word written in capitals ("BOTH", "CATH"), not an acronym
        next_key = self._next_key(c, tok.end)
        if next_key in _ACRONYM_NOT_FACILITY_AFTER:
            return
        if key in _REGISTERING_BODIES and _regex.match(_REGISTRATION_AFTER, c.text,
                                                        tok.end) is not None:
            return
        prev = self._neighbor(c, i, -1)
        prev_key = prev.text.lower() if prev is not None else ""
        if prev_key == ">" and i >= 2 and c.tokens[i - 2].text == "-":
            prev_key = "->"
        cue = prev_key in _ACRONYM_CUES
        if not (cue or next_key in _UNIT_SUFFIX_WORDS or (key.endswith("mc") and len(acr) >= 3)):
            return
        self._add(c, tok.start, tok.end, "LOCATION", 0.8, "hospital acronym in context")
        c.found_words[acr] = "LOCATION"

    def _neighbor(self, c: _Ctx, i: int, step: int) -> Token | None:
        """The token next to token ``i`` when it is on the same line."""
        j = i + step
        if not 0 <= j < len(c.tokens):
            return None
        tok, here = c.tokens[j], c.tokens[i]
        gap = c.text[tok.end:here.start] if step < 0 else c.text[here.end:tok.start]
        return None if "\n" in gap else tok

    def _next_key(self, c: _Ctx, pos: int) -> str:
        """Lower-case word after ``pos`` on the same line (skipping one "." or ",")."""
        i = c.token_index_at(pos)
        for _ in range(2):
            if i >= len(c.tokens):
                return ""
            tok = c.tokens[i]
            if "\n" in c.text[pos:tok.start]:
                return ""
            if tok.text in (".", ","):
                i += 1
                continue
            return tok.text.lower() if tok.text[0].isalpha() else ""
        return ""

    def _wards(self, c: _Ctx) -> Iterator[regex.Match[str]]:
        """"to QUARTERMAIN 2": a word of 4+ letters and a small number after a cue."""
        tokens = c.tokens
        n = len(tokens)
        for i in c.hits.get("ward", ()):
            k = i + 2 if i + 2 < n and tokens[i + 1].text == ":" else i + 1
            if k >= n:
                continue
            word = tokens[k].text
            if not word[0].isalpha() or len(word) < 4:
                continue
            glued = word[-1].isdigit()
            if not glued and not (k + 1 < n and tokens[k + 1].text.isdigit()):
                continue
            m = _regex.match(self._WARD, c.text, tokens[i].start)
            if m is not None:
                yield m

    def _remember(self, c: _Ctx, phrase: str) -> None:
        key = " ".join(self._key(w) for w in phrase.split())
        if key:
            c.found_words[key] = "LOCATION"

    # ---- organizations --------------------------------------------------------------

    def _organizations(self, c: _Ctx) -> None:
        for m in self._at(c, "employer", self._EMPLOYER_CUE):
            toks = self._phrase_after(c, m.start("rest"), 5, hyphens=True)
            if m.group("label") and not c.doc.case_is_informative_at(m.start("rest")):
                phrase = self._field_value(c, toks)  # "EMPLOYER: COASTAL BEND DRYWALL"
            else:
                phrase = self._org_phrase(c, toks)
            if not phrase or all(self._key(t.text) in _NOT_EMPLOYERS for t in phrase):
                continue  # "works in Radiology", "works in Spanish and English"
            a, b = phrase[0].start, phrase[-1].end
            if self._overlaps(c, a, b) or self._city_at(c, phrase) == len(phrase):
                continue
            self._add(c, a, b, "ORG", 0.75, "employer after employment cue")
            self._remember_org(c, phrase)
        for m in self._at(c, "org_suffix", self._ORG_SUFFIX):
            suffix = m.group("suffix")
            # "Co" without its period only closes two capitalised words or more before
            # the clause goes on in lower case or ends ("Iron Lotus Tattoo Co in Midtown")
            bare_co = suffix == "Co" and not m.group("dot")
            if bare_co and _regex.match(self._LOWER_OR_END, c.text, m.end()) is None:
                continue
            informative = c.doc.case_is_informative_at(m.start())
            if informative and not self._is_cap(suffix):
                continue
            if not informative and suffix.lower() in {"inc", "co", "corp", "ltd"}:
                continue  # "PROPOFOL INC" is an increase, not a company
            if suffix == "Works" and not informative:
                continue  # "PT WORKS AT ...": the verb
            start = m.start()
            if suffix.lower() in _LEGAL_FORMS and c.text[max(0, start - 2):start] == ", ":
                start -= 2  # "Summit Freightways, Inc.": a legal form after a comma
            before = self._fields_joined_before(c, self._words_before(c, start, 4))
            accepted: list[Token] = []
            # A generic word joins only when a distinctive word stands before it
            # ("Liberty Middle School", "Kennedy Magnet High School"; "Middle School").
            generic: list[Token] = []
            for at, tok in reversed(list(enumerate(before))):
                key = self._key(tok.text)
                if key == "and" and generic and not informative and at > 0 and (
                        self._key(before[at - 1].text) in _DEPARTMENT_WORDS):
                    generic.insert(0, tok)  # "LAKESHORE HEART AND VASCULAR INSTITUTE"
                    continue
                if (key in self._ORDINAL_NAMES or key == "new") and accepted and not generic \
                        and informative and self._is_cap(tok.text) and (
                            c.text[tok.end:accepted[0].start] == " "):
                    # "First Lutheran Church", "New Hope Missionary Baptist Church": the
                    # ordinal or "New" names it
                    accepted.insert(0, tok)
                    break
                if key in STOPWORDS or key in _EMPLOYER_LABELS:
                    break  # "Employer Table Rock Vineyards": the label before the name
                if key in _ORG_GENERIC_PREFIX or (
                        not informative and key in _SCHOOL_DISTRICT_KINDS
                        and suffix.lower() in _SCHOOL_SUFFIXES):
                    if not (self._is_cap(tok.text) if informative else (
                            # "WILLOW CREEK MIDDLE SCHOOL"
                            tok.text.isupper() and suffix.lower() in _SCHOOL_SUFFIXES)):
                        break
                    generic.insert(0, tok)
                    continue
                if not informative and key in _DEPARTMENT_WORDS and tok.text.isupper():
                    # "LAKESHORE HEART & VASCULAR INSTITUTE": a line in capitals names
                    # the fields an institute serves, kept if a name precedes them
                    generic.insert(0, tok)
                    continue
                if key.endswith(("ed", "s", "ing")) and not key.endswith("ss") and (
                        not self._rare(key)) and (
                        self._sentence_initial(c.text, tok.start, ".!?:\n")):
                    break  # "Attends Living Waters Fellowship": a verb opening the sentence
                if informative:
                    if not self._is_cap(tok.text) or (
                            suffix.lower() == "ambulance" and tok.text.isupper()):
                        break  # "BLS Ambulance", "ALS ambulance": a level of care
                elif key in _COMPASS_BRANDS or not (self._rare(key) or city_index().is_city(key) or
                          key in STATE_NAMES or key in _PLACE_NAME_TAILS or (
                              # "WILLOW CREEK MIDDLE SCHOOL": a word before a place's tail
                              accepted and self._key(accepted[0].text) in _PLACE_NAME_TAILS
                              and tok.text.isalpha() and not is_protected(key))):
                    break
                accepted[:0] = [tok, *generic]
                generic = []
            if not accepted or (bare_co and len(accepted) < 2):
                continue
            # the period of an abbreviation ("Co.", "Inc."), not one closing a sentence
            end = m.end() if suffix.lower() in {"inc", "corp", "co", "ltd", "llc", "llp",
                                                "l.l.c"} else m.end("suffix")
            if self._overlaps(c, accepted[0].start, end, ("ADDRESS", "LOCATION")):
                continue
            self._add(c, accepted[0].start, end, "ORG", 0.8, "organization name")
            self._add_city_after(c, self._city_after(c, end))
        # "Imaging Center of Tulsa", "Family Practice of Fairfax": an institution's head
        # noun, capitalised, then "of" and a place
        tokens = c.tokens
        for i in c.doc.positions_of(_OF):
            head = tokens[i - 1] if i > 0 else None
            if head is not None and head.text.lower() in _INSTITUTION_HEADS and self._is_cap(
                    head.text) and c.doc.case_is_informative_at(head.start):
                self._add_city_after(c, self._city_after(c, head.end))
            elif head is not None and head.text.lower() == "hospital" and self._is_cap(
                    head.text) and self._overlaps(c, max(0, head.start - 2), head.start,
                                                  ("LOCATION", "ORG")):
                self._hospital_of(c, head, tokens[i])
            elif head is not None and head.text.lower() == "hospital" and i > 1 and (
                    tokens[i - 2].text.lower() in _CHILDRENS_FORMS
                    and tokens[i - 2].text[:1].isupper() and (
                        head.text.isupper() == tokens[i - 2].text.isupper())):
                # "CHILDREN'S HOSPITAL OF THE HIGHLANDS": a children's hospital is named
                # for the place it serves, in capitals too
                self._hospital_of(c, tokens[i - 2], tokens[i])
        for m in self._at(c, "org_of", self._ORG_OF):
            words: list[Token] = []
            for tok in self._phrase_after(c, m.start("rest"), 4):
                key = self._key(tok.text)
                if key in STOPWORDS and key != "of":
                    break
                if c.doc.case_is_informative_at(tok.start) and not self._is_cap(tok.text) \
                        and key != "of":
                    break
                words.append(tok)
            while words and self._key(words[-1].text) == "of":
                words.pop()
            if words and _regex.match(self._GRADE_AFTER, c.text, words[-1].end):
                continue  # "University of Texas 1A": a wound's grade, named for its school
            if words and not self._overlaps(c, m.start(), words[-1].end, ("LOCATION",)):
                self._add(c, m.start(), words[-1].end, "ORG", 0.8, "organization name")

    #: Words of those names that are everyday words too: a name holding one must be
    #: written with capitals ("blue cross" in lower case may be a drawing's).
    _NATIONAL_EVERYDAY: Final = frozenset(split_words("""
        rite aid sam's club express scripts quest diagnostics lab corp labs blue cross
        shield red planned parenthood salvation army house habitat for humanity clinic
        pharmacy health amazon anthem united healthcare"""))
    _NATIONAL_ORG = _regex.compile(
        r"(?i)(?<![\w'-])(?:" + "|".join(
            r"[ \t]+".join(regex.escape(w) for w in name.split())
            for name in sorted(_NATIONAL_ORGS, key=len, reverse=True)) + r")(?![\w'-])"
        # the branch of a state or a region: "Blue Cross Blue Shield of Texas"
        r"(?:[ ]of[ ](?-i:\p{Lu}\p{Ll}{1,20}(?:[ ]\p{Lu}\p{Ll}{1,20})?))?")
    #: A nationwide laboratory named by an everyday word: a capital and a word that
    #: sends or takes a specimen before it ("send to Quest", "drawn at Quest").
    _QUEST = _regex.compile(
        r"(?i:to|at|from|via|by)[ \t]+(?P<name>Quest|QUEST)(?![\w'-])")

    def _national_organisations(self, c: _Ctx) -> None:
        """The names in ``_NATIONAL_ORGS`` ("filled at Walgreens", "Quest Diagnostics",
        "Insurance: Aetna PPO"); one made of everyday words only with capitals."""
        for m in self._at(c, "national_org", self._NATIONAL_ORG):
            found = m.group()
            words = found.replace("-", " ").split()
            if all(self._key(w) in self._NATIONAL_EVERYDAY for w in words) and (
                    found.islower() or not all(w[:1].isupper() for w in words)):
                continue
            if found.islower() and c.doc.case_is_informative_at(m.start()) and any(
                    self._key(w) in self._NATIONAL_EVERYDAY for w in words):
                continue
            if not self._overlaps(c, m.start(), m.end()):
                self._add(c, m.start(), m.end(), "ORG", 0.8, "nationwide organisation")
        if "Quest" in c.text or "QUEST" in c.text:
            for m in _regex.finditer(self._QUEST, c.text):
                if not self._overlaps(c, m.start("name"), m.end("name")):
                    self._add(c, m.start("name"), m.end("name"), "ORG", 0.8,
                              "nationwide organisation")

    def _org_phrase(self, c: _Ctx, toks: list[Token]) -> list[Token]:
        if not toks:
            return []
        first = self._key(toks[0].text)
        if first.isdigit() and (len(toks) == 1 or self._key(toks[1].text) in _COUNTED):
            return []  # "roof work for 2 weeks": a count, not an employer
        if first[:1].isdigit() and len(toks) > 1 and self._key(toks[1].text) in (
                "percentile", "centile"):
            return []  # "working memory is at the 12th percentile": a rank, no employer
        informative = c.doc.case_is_informative_at(toks[0].start)
        # "Home Depot", "Security Mutual": a generic word that opens a capitalised name
        named = (informative and len(toks) > 1
                 and self._is_cap(toks[0].text) and self._is_cap(toks[1].text)
                 and self._key(toks[1].text) not in STOPWORDS
                 and self._key(toks[1].text) not in _GENERIC_EMPLOYERS)
        if first in STOPWORDS or first in _HOSPITAL_UNITS or (
                (first in _GENERIC_EMPLOYERS or first in GENERIC_MODIFIERS) and not named):
            return []  # "works as aide in ICU": a unit of the hospital, not an employer
        out: list[Token] = []
        for i, tok in enumerate(toks):
            key = self._key(tok.text)
            if key in {"of", "and", "&"} and out and i + 1 < len(toks):
                out.append(tok)
                continue
            glued = i > 0 and c.text[tok.start - 1:tok.start] == "-"  # "Tri-County"
            if key in _GENERIC_EMPLOYERS and informative and out and self._is_cap(tok.text) \
                    and not glued and key not in STOPWORDS:
                out.append(tok)  # "Harbor Gate Shipyard": a generic head closing a name
                break
            if key in STOPWORDS or (key in _GENERIC_EMPLOYERS and not (
                    (named and i == 0) or glued)):
                break
            if informative and not (self._is_cap(tok.text) or tok.text[0].isdigit()):
                break
            out.append(tok)
        while out and self._key(out[-1].text) in {"of", "and", "&"}:
            out.pop()
        if not out:
            return []
        if not informative:
            kept: list[Token] = []
            for tok in out:
                if zipf(self._key(tok.text)) >= COMMON_ZIPF:
                    break
                kept.append(tok)
            if len(kept) < len(out) <= 3 and len(toks) > len(out) and self._key(
                    toks[len(out)].text) in _EMPLOYER_HEADS and c.text[
                    out[-1].end:toks[len(out)].start] in (" ", "\t"):
                # "works at signature healthcare", "amazon warehouse": everyday words
                # before the head of a business name it where case says nothing
                kept = out
            out = kept[:3]
            while out and self._key(out[-1].text) in {"of", "and", "&"}:
                out.pop()
        return out

    def _field_value(self, c: _Ctx, toks: list[Token]) -> list[Token]:
        """The value of an "Employer:" field on a line in one case: the words up to two
        blanks or a tab (the next field of a form), whatever they are, since the label
        says what they name; a status ("retired", "self", "N/A") names no employer."""
        if not toks or self._key(toks[0].text) in _NO_EMPLOYER:
            return []
        out = [toks[0]]
        for tok in toks[1:]:
            gap = c.text[out[-1].end:tok.start]
            if "\t" in gap or "  " in gap:
                break
            out.append(tok)
        return out

    def _remember_org(self, c: _Ctx, phrase: list[Token]) -> None:
        key = " ".join(self._key(t.text) for t in phrase)
        c.found_words.setdefault(key, "ORG")

    # ---- rooms ----------------------------------------------------------------------

    def _rooms(self, c: _Ctx) -> None:
        for m in self._at(c, "room", self._ROOM):
            end = m.end("bed") if m.group("bed") else m.end("num")
            self._add(c, m.start("num"), end, "LOCATION", 0.7, "room number")
        if "room" in c.hits and ("|" in c.text or "\t" in c.text):
            for start, cell in headed_column_cells(c.text, ("|", "\t"), _room_columns):
                # "| Cabin |" over "| 8231 |": the number alone fills its cell
                a, value = cell_value(start, cell)
                if _regex.fullmatch(_ROOM_CELL, value) is not None:
                    self._add(c, a, a + len(value), "LOCATION", 0.7, "room number")
        self._compass_wards(c)

    def _compass_wards(self, c: _Ctx) -> None:
        """See :attr:`_COMPASS_WARD`. Like a room number, a ward places a patient inside
        a named hospital. The point counts capitalised, or in lower case after a word
        of movement or place ("transferred to 4 west", "on 6 south"), where a number
        before "west" can mean nothing else."""
        text, tokens = c.text, c.tokens
        for i in c.doc.positions_of(_COMPASS_POINTS):
            if i == 0 or not tokens[i - 1].text[-1:].isdigit():
                continue
            start = tokens[i - 1].start
            m = _regex.match(self._COMPASS_WARD, text, start)
            if m is None or self._overlaps(c, m.start(), m.end()):
                continue
            if m.group("point").islower() and \
                    _regex.search(self._WARD_CUE, text[max(0, start - 8):start]) is None:
                continue
            self._add(c, m.start(), m.end(), "LOCATION", 0.7, "ward by floor and point")

    # ---- propagation ----------------------------------------------------------------

    def _hospital_of(self, c: _Ctx, head: Token, of: Token) -> None:
        """A named hospital goes on with "of" and the place it serves ("Mercy Children's
        Hospital of the Valley"): up to three capitalised words after "of" (and "the")
        belong to its name."""
        phrase = self._phrase_after(c, of.end, 4)
        if phrase and self._key(phrase[0].text) == "the":
            phrase = phrase[1:]
        informative = c.doc.case_is_informative_at(of.start)
        named: list[Token] = []
        for tok in phrase[:3]:
            if self._key(tok.text) in STOPWORDS or not (
                    self._is_cap(tok.text) if informative else tok.text.isupper()):
                break
            named.append(tok)
        if named and not self._overlaps(c, head.start, named[-1].end, ("ADDRESS",)):
            self._add(c, head.start, named[-1].end, "ORG", 0.8, "organization name")

    #: Capitalised words right after a name, up to two: its head ("Hospital",
    #: "Medical Center").
    _HEAD_AFTER: Final = _regex.compile(r"[ ]((?:\p{Lu}[\p{L}']*)(?:[ ]\p{Lu}[\p{L}']*)?)")

    @staticmethod
    def _acronym_of(words: list[str]) -> str:
        """The capitals a note shortens a found organisation's name of three words or
        more to ("Lakeshore Heart & Vascular Institute" ... "LHVI"), or "" when they
        would spell a word, a known acronym or a clinical term ("Community Health
        Foundation" is no licence to take "CHF")."""
        content = [w for w in words if w[:1].isalpha() and w not in STOPWORDS]
        if not 3 <= len(content) <= 6:
            return ""
        acronym = "".join(w[0] for w in content)
        if (not acronym.isascii() or acronym in KNOWN_ACRONYMS or acronym in _MEDICAL_ACRONYMS
                or acronym in CLINICAL_WORDS or is_protected(acronym) or zipf(acronym) > 0):
            return ""
        return acronym.upper()

    def _propagate(self, c: _Ctx) -> None:
        """Look again for rare place names found once (case-insensitive, whole words)."""
        terms: list[tuple[str, PhiType]] = []
        for key, typ in c.found_words.items():
            words = key.split()
            if len(words) == 1:
                word = words[0]
                if word.isupper() and word.lower() in KNOWN_ACRONYMS:
                    terms.append((word, typ))
                    continue
                low = word.lower()
                if len(low) < 4 or is_protected(low) or zipf(low) >= COMMON_ZIPF or \
                        low in STOPWORDS:
                    continue
                terms.append((low, typ))
            elif len(words) <= 4:
                terms.append((key, typ))
        for span in list(c.spans):
            if span.type not in ("ORG", "LOCATION"):
                continue
            words = [self._key(w) for w in
                     c.text[span.start:span.end].replace("/", " ").replace("-", " ").split()]
            # a facility's name stops before its head ("Good Samaritan| Hospital"): the
            # head's capital belongs to the acronym too
            head = _regex.match(self._HEAD_AFTER, c.text, span.end)
            for named in (words, [*words, *(head.group(1).lower().split() if head else ())]):
                acronym = self._acronym_of(named)
                if acronym and (acronym, span.type) not in terms:
                    terms.append((acronym, span.type))
        if not terms:
            return
        # The longest name first: "east boston neighborhood" before "boston neighborhood"
        terms.sort(key=lambda term: -len(term[0].split()))
        for term, typ in terms:
            if term.isupper():
                pattern = _exact_pattern(term)
            else:
                body = r"[ \t]+".join(regex.escape(w) for w in term.split())
                pattern = _propagation_pattern(body)
            for m in _regex.finditer(pattern, c.text):
                if not self._overlaps(c, m.start(), m.end()):
                    self._add(c, m.start(), m.end(), typ, 0.7, "place name repeated in document")


@lru_cache(maxsize=4096)
def _exact_pattern(term: str) -> regex.Pattern[str]:
    """An acronym found again as written, never inside a longer word or code: compiled
    once per term, as acronyms recur across documents."""
    return _regex.compile(r"(?<![A-Za-z0-9])" + regex.escape(term) + r"(?![A-Za-z0-9])")


@lru_cache(maxsize=4096)
def _propagation_pattern(body: str) -> regex.Pattern[str]:
    # Case-insensitive match; a following capital letter may start a glued word
    # ("QuartermainBuilding"), a following lower-case letter may not.
    return _regex.compile(r"(?<![A-Za-z])(?i:" + body + r")(?:'s)?(?![a-z])")


_LOCATION_CUE_BEFORE = _regex.compile(
    r"(?i)(?:\b(?:to|from|at|in|into|by|near|@|transfer(?:red)?|admitted|sent|accepted)"
    r"|@|->)[ \t]*$"
)
_CHILDRENS_FORMS = frozenset({"children's", "childrens", "children\u2019s"})
_ACRONYM_CUES = frozenset({"to", "from", "at", "into", "in", "leave", "left", "via", "@", "->",
                           # "LAST ADMIT MGH '02", "transferred BWH"
                           "admit", "admitted", "adm", "readmit", "readmitted",
                           "admission", "transfer", "transferred", "xfer"})
_RESIDENCE_NEXT = frozenset(split_words("""
    in at near outside of alone here nearby now currently together independently locally
    from to back up and lives live is with base w
"""))
_TRAVEL_NEXT = frozenset(split_words("from to in back home up down of"))
_AT = frozenset({"at"})
_FAMILY_NEXT = frozenset({"in", "from"})
#: Labels of a postcode, which stand where its town would ("Eircode R93 KX47").
_POSTCODE_WORDS = frozenset(split_words("postcode eircode zip zipcode postal code pin"))
#: Travel cues that also place things other than towns ("back from the OR", "north of
#: the incision"): the town after them must be no everyday word.
_ADVERB_TRAVEL = frozenset(split_words("""
    in up down over back n s e w ne nw se sw north south east west northeast northwest
    southeast southwest"""))
_KNOWN_NEXT = frozenset(split_words("""
    heart cross family name redeemer samaritan sam shepherd memorial israel sinai hopkins
    trauma general permanente kettering clinic lady krieger grove pratt national
"""))
_U_OF_NEXT = frozenset(name.split()[0] for name in STATE_NAMES) | {"of"}
_DESTINATION_NEXT = frozenset({"to", "from", "at", "into", "in", "@", "-", ">", "/"})


_STATE_ABBR_SET = frozenset(STATE_ABBRS)
_STATE_ABBR_KEYS = frozenset(a.lower() for a in STATE_ABBRS)


#: Whether a lower-cased token ends like a hospital acronym (a C-level test for filter()).
_ACRONYM_ENDING = methodcaller("endswith", ("h", "mc", "hc"))


def _acronym_shape(word: str) -> bool:
    """Short capitals ending in H, MC or HC: may name a hospital ("GBMC", "JHH")."""
    return word.isupper() and 1 < len(word) < 7 and (
        word[-1] == "H" or word.endswith(("MC", "HC")))
_ORDINAL = _regex.compile(r"(?i)\d{1,4}(?:st|nd|rd|th)")


def _is_ordinal(word: str) -> bool:
    """"1st", "42nd" (a street number or name); memoised, as the same tokens recur."""
    return len(word) <= 6 and _short_ordinal(word)  # at most four digits and a suffix


@lru_cache(maxsize=4096)
def _short_ordinal(word: str) -> bool:
    return _regex.fullmatch(_ORDINAL, word) is not None


def _family_forms(words: str) -> list[str]:
    out: list[str] = []
    for w in words.split():
        out += [w, w + "s", w + "'s", w + "s'"]
    return out


def _build_triggers() -> dict[str, tuple[str, ...]]:
    """Lower-case token -> rules that may start at it."""
    table: dict[str, list[str]] = {}

    def add(rule: str, words: Iterable[str]) -> None:
        for w in words:
            rules = table.setdefault(w.lower(), [])
            if rule not in rules:
                rules.append(rule)

    add("street", STRONG_STREET_SUFFIXES + WEAK_STREET_SUFFIXES)
    add("farm_road", ["fm", "rm", "rr"])
    add("apartment", ["apt", "apartment", "suite", "ste", "flat", "shop", "level", "unit",
                      "floor"])
    add("state", [name.split()[0] for name in STATE_NAMES])
    add("residence", split_words("""
        lives live living resides resided residing resident home moved born grew raised
        visiting who which relocated immigrated emigrated native stay stays staying stayed
    """))
    add("residence_abroad", split_words("""
        domicilio domiciliado domiciliada domicilié domiciliée reside vive mora habite
        abita residente demeurant né née nacido nacida nascido nascida nato nata natural
        originaire procedente oriundo oriunda wohnhaft wohnt woont woonachtig geboren
    """))
    add("city_label", [*_CITY_LABEL_WORDS, "place"])
    add("home_label", _HOME_LABEL_WORDS)
    add("travel", split_words("""
        fly flying flew flies drove drive driving called calling rang rings phoned phoning
        texted emailed wrote writing moved relocated visiting return returns returned returning
        mayor outskirts suburb suburbs
        trip travel traveled travelled traveling travelling travels is are was were
        originally comes come vacation vacationing vacationed vacations holiday holidaying
        in up down over back arrive arrives arrived arriving
        n s e w ne nw se sw north south east west northeast northwest southeast southwest
    """))
    add("event_away", [form for word in _EVENT_AWAY_WORDS for form in (word, word + "s")])
    add("itinerary", split_words("""
        via transit transited transiting embark embarked embarking embarks disembark
        disembarked disembarking disembarks layover layovers stopover stopovers deployed
        stationed itinerary travel depart departs departed departing departure arrival
        destination destinations divert diverted diverting
    """))
    add("family", _family_forms(" ".join(_RELATIVES)))
    add("weak", _WEAK_CUE_WORDS)
    add("destination", split_words("""
        transfer transferred transfered transferring transfers trans xfer xferred xferd tx'd
        txd admit admitted adm readmit readmitted sent taken brought went go goes going
        return returned returning returns discharged d dc'd dcd dispo disposition med
        medflight medflighted flown arrived came presented accepted received followed
        treated hospitalized intubated bed stay stayed
    """))
    add("facility", split_words("""
        hospital hosp hospitals medical med health healthcare infirmary sanitarium
        sanatorium nursing convalescent care rehab rehabilitation memorial clinic polyclinic
        hospice regional
        assisted senior retirement living manor house campus pavilion wing vamc cboc va er ed ew
        ltach ltac snf pediatrics family daycare day preschool shelter commons apartments
        mobile trailer rv dental dentistry
        orthodontics endodontics periodontics oral chiropractic podiatry optometry eye vision
        home homecare homehealth adult learning child childcare community cultural senior
        wellness recovery treatment surgery surgical fitness aquatic youth urgent physical
        sports internal lab labs laboratory research solutions transit transportation
        ambulance arena stadium foot orthopedic orthopaedic spine hand ear bone heart vein
    """) + _SPECIALTY_HEADS)
    add("branch", ["office", "campus", "branch", "location", "lab", "site", "centre", "center",
                   "clinic", "hospital", "depot"])
    add("national_org", _NATIONAL_FIRST)
    add("org_field", split_words("""
        carrier insurer insurance ins payer payor health secondary primary performing
        reference vendor supplier dme agency home hospice facility sending
        receiving referring destination transferred transfer school daycare day church
        congregation venue sanctioning collection dive treatment testing test dialysis
        infusion imaging surgery surgical cancer fitness
    """))
    add("generic_head", split_words("""
        center centre program network diagnostics partners specialists consultants services
        care"""))
    add("known", split_words("""
        sacred holy good union beth mount mt cedars johns shock mass massachusetts kaiser
        sloan mayo cleveland our kennedy spring sheppard children's childrens
    """))
    add("saint", ["st", "saint", "ste"])
    add("u_of", ["u", "uof", "univ"])
    add("acronym", KNOWN_ACRONYMS)
    add("ward", ["to", "from", "transfer", "plan", "per", "at", "into", "@"])
    add("employer", [*_family_forms("""
        work worked working employed employee retired retiree job employer manager director
        partner student volunteer nurse aide technician tech pastor minister priest rabbi
        ceo cfo coo president owner founder chairman occupation
    """), *_family_forms(" ".join(_TRADES)), "owns", "owned", "works", "drives", "drove",
        "return", "returns", "returned", "returning", "back", "laid", "fired", "let",
        "terminated", "furloughed", "is", "was", "as", "been", "formerly", "previously"])
    add("org_suffix", [*_ORG_SUFFIX_WORDS, "l", "co", "works"])
    add("org_of", ["university", "univ", "college", "bank", "church", "institute", "academy"])
    add("room", ["room", "rm", "cabin", "stateroom"])
    return {k: tuple(v) for k, v in table.items()}


_TRIGGERS = _build_triggers()
#: Word -> its lookup key (``PlacesRecognizer._key``), kept per process: the rules ask
#: for the keys of the same words many times.
_KEYS: dict[str, str] = {}
_TRIGGER_KEYS = frozenset(_TRIGGERS)
