"""Word lists for realistic surrogates (street names, towns, organisations).

Generic, common place words written for this project; person names come from the
packaged lexicon (:mod:`hl7scrub.lexicon.people` and the Census surname table).
"""

from __future__ import annotations

STREET_NAMES: tuple[str, ...] = (
    "Maple", "Oak", "Cedar", "Pine", "Elm", "Birch", "Willow", "Walnut", "Chestnut",
    "Spruce", "Hickory", "Magnolia", "Sycamore", "Poplar", "Aspen", "Laurel", "Juniper",
    "Cherry", "Hawthorn", "Dogwood", "Meadow", "Ridge", "Valley", "Lake", "River",
    "Spring", "Forest", "Park", "Hill", "Sunset", "Highland", "Orchard", "Harbor",
    "Prairie", "Brook", "Garden", "Mill", "Church", "School", "Market", "Union",
    "Center", "Franklin", "Lincoln", "Jefferson", "Madison", "Monroe", "Adams",
    "Jackson", "Grant", "Hamilton", "Clinton", "Lafayette", "Liberty", "Summit",
    "Fairway",
)

STREET_SUFFIXES: frozenset[str] = frozenset({
    "street", "st", "avenue", "ave", "av", "road", "rd", "boulevard", "blvd", "drive",
    "dr", "lane", "ln", "way", "court", "ct", "place", "pl", "terrace", "ter", "circle",
    "cir", "parkway", "pkwy", "highway", "hwy", "square", "sq", "trail", "trl", "route",
    "rte",
})

TOWNS: tuple[str, ...] = (
    "Springfield", "Riverside", "Fairview", "Greenville", "Bristol", "Clinton",
    "Georgetown", "Salem", "Madison", "Franklin", "Arlington", "Ashland", "Burlington",
    "Centerville", "Chester", "Dayton", "Dover", "Hudson", "Kingston", "Lebanon",
    "Milford", "Newport", "Oakland", "Oxford", "Plymouth", "Richmond", "Shelby", "Troy",
    "Winchester", "Auburn", "Bedford", "Camden", "Dalton", "Easton", "Florence",
    "Glendale", "Hanover", "Jackson", "Lexington", "Marion", "Milton", "Norwood",
    "Preston", "Quincy", "Rockford", "Sheridan", "Trenton", "Vernon", "Warren",
    "Waverly", "Weston", "Woodstock",
)

ORGANIZATIONS: tuple[str, ...] = (
    "Riverside Medical Center", "Lakeview Clinic", "Northgate Health", "Summit Hospital",
    "Fairview Family Practice", "Cedar Valley Medical Group", "Hillcrest Health Center",
    "Maple Grove Clinic", "Westbrook Hospital", "Oakwood Medical Associates",
    "Pinecrest Health", "Bayside Medical Center", "Meadowbrook Clinic",
    "Highland Community Hospital", "Stonebridge Health Partners", "Brookside Clinic",
)
