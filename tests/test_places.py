"""Street addresses, cities, facilities and organizations."""

from __future__ import annotations

import pytest

from hl7scrub.document import Document
from hl7scrub.recognizers.places import PlacesRecognizer

PLACES = PlacesRecognizer()


def found(text: str) -> list[tuple[str, str]]:
    return [(s.type, text[s.start:s.end]) for s in PLACES.analyze(Document(text))]


def covered(text: str, value: str, typ: str) -> bool:
    """True when spans of ``typ`` cover every character of ``value`` in ``text``."""
    start = text.index(value)
    end = start + len(value)
    spans = [s for s in PLACES.analyze(Document(text)) if s.type == typ]
    return all(any(s.start <= i < s.end for s in spans)
               for i in range(start, end) if not text[i].isspace())


def touched(text: str, value: str) -> list[tuple[str, str]]:
    start = text.index(value)
    end = start + len(value)
    return [(s.type, text[s.start:s.end]) for s in PLACES.analyze(Document(text))
            if s.start < end and start < s.end]


STREETS = [
    ("She lives at 19 Clover St. in Lansdowne.", "19 Clover St"),
    # the postcodes of Sweden, Czechia and Greece (three digits, a blank, two) and
    # Portugal (four, a hyphen, three), a house's letter or a flat's floor before them
    ("Adress: Drottninggatan 14 B, 652 24 Karlstad", "652 24"),
    ("Adress: Drottninggatan 14 B, 652 24 Karlstad", "B"),
    ("Morada: Rua de Cervantes, 318, 2º Esq., 4100-144 Porto", "4100-144"),
    ("Morada: Rua de Cervantes, 318, 2º Esq., 4100-144 Porto", "2º Esq."),
    ("Cardiology\nKonstantinoupoleos 49, 546 42 Thessaloniki\nTel", "Konstantinoupoleos 49"),
    ("Cardiology\nKonstantinoupoleos 49, 546 42 Thessaloniki\nTel", "546 42"),
    ("Lives at 1200 North Charles Street with wife", "1200 North Charles Street"),
    ("address: 55 Elm Ave, Towson", "55 Elm Ave"),
    ("moved to 7 Oak Hill Road last year", "7 Oak Hill Road"),
    ("home at 4410 Roland Avenue Apt 3B", "4410 Roland Avenue Apt 3B"),
    ("mail to 12 Main Blvd.", "12 Main Blvd"),
    ("at 300 Harbor Drive since May", "300 Harbor Drive"),
    ("at 2 Pine Ln", "2 Pine Ln"),
    ("at 18 W 34th Street", "18 W 34th Street"),
    ("at 901 Cedar Ct, Baltimore, MD", "901 Cedar Ct"),
    ("LIVES AT 19 CLOVER ST IN LANSDOWNE", "19 CLOVER ST"),
    ("lives at 45 maple terrace", "45 maple terrace"),
    ("at 6 Sunset Parkway", "6 Sunset Parkway"),
    ("Route 40: 1601 Route 40 West", "1601 Route 40"),
    # "St" without a cue when a known city or a floor follows; "Old"/"New" open names.
    ("Follow up at 725 Albany St, Boston.", "725 Albany St"),
    ("CM: 725 Albany St, 4th floor", "725 Albany St"),
    ("(12 Old Colony Rd, Hyannis)", "12 Old Colony Rd"),
    ("12 New Boston Rd", "12 New Boston Rd"),
    ("Radiology, 133 Old Road, Concord, MA 01742", "133 Old Road"),
    ("LIVES AT 40 NEW STREET", "40 NEW STREET"),
    # Streets named without a house number.
    ("Lives on Birchwood Lane.", "Birchwood Lane"),
    ("found him wandering on S. Peoria Ave. Last drink 2/22.", "S. Peoria Ave"),
    ("lives on NW Glisan St near the park", "NW Glisan St"),
    ("found down on North Main Street today", "North Main Street"),
    ("LIVES ON BIRCHWOOD LANE", "BIRCHWOOD LANE"),
    # A house number before a street name that is itself a suffix word.
    ("lives at 14 Mill St with wife", "14 Mill St"),
    # "St", "Dr", "Ct" as a title where the line or the clause ends; lots and trailers.
    ("Rx sent to pharmacy, 14 Mill St", "14 Mill St"),
    ("Meet at 3 Oak Ct; bring meds", "3 Oak Ct"),
    ("Still 608 Alder Ct? Will confirm", "608 Alder Ct"),
    # ... or after a preposition of place, mid-clause.
    ("WIC office at 200 Grove St contacted for formula", "200 Grove St"),
    ("home at 77 Cedar Ridge Rd, Lot 14, in Pahrump", "77 Cedar Ridge Rd, Lot 14"),
    ("Lives at 5 Pine Rd Trailer 3", "5 Pine Rd Trailer 3"),
    ("Lives at 7 Kittiwake Close, Leeds.", "7 Kittiwake Close"),
    ("Flat 3, 17 Corve Street, Ludlow SY8 1DA", "Flat 3"),
    # ... the same on a line in capitals, and a numbered street after a compass point.
    ("DAUGHTER AT 312 W 4TH ST.", "312 W 4TH ST"),
    ("SITE: Bittern PSC #114, 75 W Main St (inside the store)", "75 W Main St"),
    ("KETTLE FALLS APOTHECARY #0412\n55 N ORCHARD ST  WENATCHEE HEIGHTS WA 98807",
     "55 N ORCHARD ST"),
    ("SENT TO 4410 RIVERVIEW DR APT 2.", "4410 RIVERVIEW DR APT 2"),
    ("Office moved to 1200 N 42nd Ave last year", "1200 N 42nd Ave"),
    # A known town after the street with only a blank, closing the parentheses.
    ("(PCP, 1201 LOCUST ST DUBUQUE)", "1201 LOCUST ST"),
    # Numbered roads after "on", "off", "along"; rural routes with a box.
    ("accident on Route 9 last night", "Route 9"),
    ("exit off Hwy 61", "Hwy 61"),
    ("along I-95", "I-95"),
    # ... and capitalised after directions' "from", "to", "take"
    ("DIRECTIONS: from Route 31 turn left past the store", "Route 31"),
    ("take Hwy 9 north to the bridge", "Hwy 9"),
    # ... with the mile marker or exit that pins the spot on it.
    ("MVC on I-25 near mile marker 184, airbags", "I-25 near mile marker 184"),
    ("found off Hwy 61 at exit 12B", "Hwy 61 at exit 12B"),
    ("RR 2 Box 118", "RR 2 Box 118"),
    # An abbreviated suffix after "on", "off", "near"... or an address cue.
    ("Pharmacy: Walgreens on Broad St.", "Broad St"),
    ("lives off Maple Ave near the school", "Maple Ave"),
    ("at his nephew's trailer up Possum Trot Rd watching the game", "Possum Trot Rd"),
    ("headed down Hollow Creek Rd when he fell", "Hollow Creek Rd"),
    ("CVS at Elm St and Main", "Elm St"),
    # ... also on a line without case information when the suffix closes the clause.
    ("lives w/ wife on savin hill ave. dtr visits", "savin hill ave"),
    ("PT OWNS A SHOP ON MAIN ST IN MAYNARD.", "MAIN ST"),
    ("works at the tire shop on\nnorthern ave - manager knows", "northern ave"),
    ("had a shop on mount auburn st, retired 2001", "mount auburn st"),
    ("money tight. rent on highland ave apt went up.", "highland ave"),
    # ... numbered streets, a street after a crossing noun or after another street.
    ("stays at the shelter on NE 2nd Ave near the bus stop", "NE 2nd Ave"),
    ("lives off W 34th St with her aunt", "W 34th St"),
    ("MVC at the corner of Main St and Elm Ave.", "Main St"),
    ("MVC at the corner of Main St and Elm Ave.", "Elm Ave"),
    ("struck at the intersection of Route 9 and Oak St", "Route 9"),
    ("struck at the intersection of Route 9 and Oak St", "Oak St"),
    # No suffix: after an address cue, or with a compass point before the name.
    ("Lives at 500 W Broadway, Apt 3, with wife.", "500 W Broadway"),
    ("Address: 45 Kingsway, Burnaby", "45 Kingsway"),
    ("Family home at 310 E Colfax, Denver.", "310 E Colfax"),
    ("Office at 12 Cathedral Sq, Providence.", "12 Cathedral Sq"),
    # Streets written as abroad: the type first, or one word ending in its type.
    ("Adresse: 12 rue Victor Hugo, 69002 Lyon", "12 rue Victor Hugo"),
    ("Adresse: 17 rue de l'Église, 75004 Paris", "17 rue de l'Église"),
    # ... the number before its comma, the office or flat after the name (Quebec)
    ("305, rue Principale Est, bureau 2, Laval", "305, rue Principale Est, bureau 2"),
    # Quebec's shortened boulevard after the house number
    ("Uniprix\n2215, boul. Taschereau, Longueuil QC", "2215, boul. Taschereau"),
    ("Adresse: 1240, boulevard des Érables, app. 4, Laval", "1240, boulevard des Érables, app. 4"),
    ("Home: Via Roma 14, 00184 Roma", "Via Roma 14"),
    ("Calle Mayor 3, 28013 Madrid", "Calle Mayor 3"),
    ("Address: Hauptstraße 5, 10115 Berlin", "Hauptstraße 5"),
    ("Lives at Keizersgracht 221, 1015 CJ Amsterdam.", "Keizersgracht 221"),
    ("Anschrift: Hauptstr. 5, 10115 Berlin", "Hauptstr. 5"),
    ("Mevr. J., Prinsengracht 263-II, 1016 GV Amsterdam", "Prinsengracht 263-II"),
    ("BSN 183492675\nVondellaan 88-A, 3818 KD Amersfoort", "Vondellaan 88-A"),
    # Eastern European streets with house, block and flat ("m.", "d.", "kv.").
    ("Adres: ul. Kwiatowa 14 m. 7, Kraków", "ul. Kwiatowa 14 m. 7"),
    ("Address: ul. Sovetskaya, d. 45, kv. 12, Omsk", "ul. Sovetskaya, d. 45, kv. 12"),
    ("Lives at ul. Lipowa 3/5, with son", "ul. Lipowa 3/5"),
    # Korean roads with a building number, and the building and flat of a block.
    ("Address: 101-dong 1203-ho, Seoul", "101-dong 1203-ho"),
    ("Home: 55 Banpo-daero, Seoul", "55 Banpo-daero"),
    ("Office Sejong-ro 175-2.", "Sejong-ro 175-2"),
    # a road's name in capitalised words and a lower-case stem, its lane, and a flat
    ("Lives at 15, World Cup buk-ro 42-gil, 503-ho, Mapo-gu, Seoul", "World Cup buk-ro 42-gil"),
    ("Lives at 15, World Cup buk-ro 42-gil, 503-ho, Mapo-gu, Seoul", "503-ho"),
    # a unit before the house number after a slash, after an address's cue
    ("Address: 7/23 Banksia Pde, Kallaroo Heights QLD 4510", "7/23 Banksia Pde"),
    ("lives at 2/14 Rata St, Otaki", "2/14 Rata St"),
    ("Scene: 7/22 Marlin Parade, Caloundra", "7/22 Marlin Parade"),
    # a range of house numbers, from its first
    ("Base Hospital\n14-22 Banksia Parade, Tamworth NSW 2340", "14-22 Banksia Parade"),
    # a street numbered after its type, then the unit (Singapore's estates)
    ("Addr: Blk 318 Tampines St 33 #11-245, Singapore 520318", "318 Tampines St 33 #11-245"),
    # letters with macrons and accents in the street's name
    ("14 Mānuka Place, Paerangi", "14 Mānuka Place"),
    ("vit au 3 Rue Lévesque, app. 2", "3 Rue Lévesque"),
    # the street ends at its strong suffix though a town ending in a weaker one follows,
    # across a column gap (an address's components joined) or a single blank
    ("2210 Bluestem Dock Rd  Oskaloo Springs KS 66999", "2210 Bluestem Dock Rd"),
    ("2210 Bluestem Rd Oskaloo Springs KS 66999", "2210 Bluestem Rd"),
    # a spur
    ("RG: Tamarind Ref Lab, 31 Foundry Spur, Hazelton PA 18201", "31 Foundry Spur"),
    ("clearing gutters behind 38 Bayou Teche Spur, Arnaudville; neighbor", "38 Bayou Teche Spur"),
    ("gutters behind 38 Bayou Teche Spur, Marrowstone Flats; neighbor", "38 Bayou Teche Spur"),
    # a street without a suffix before its town, state and ZIP code
    ("Preferred pharmacy: Family Drugs, 512 Broadway, Bayonne, NJ 07002 | PCP", "512 Broadway"),
    ("Address: 14 Main, Boston, MA 02115", "14 Main"),
    # a remark in brackets after a suffix written as a title
    ("reunited w/ mother at family center, 40 Depot St (Grange Hall).", "40 Depot St"),
    ("Daughter's house, 12 Alder St (rear unit), has stairs", "12 Alder St"),
    # on a line in one case: an opener before the name, or a comma and the town after
    ("pt lives 2290 old mill rd, brackenridge.", "2290 old mill rd"),
    ("pharm on file: corner drug co, 88 weller st, north tamsin.", "88 weller st"),
    # a house's number after its opener where streets number no houses; a cross road
    ("Plot 41, 2nd Cross, Gandhi Nagar, Nellore - 524002", "Plot 41"),
    ("Plot 41, 2nd Cross, Gandhi Nagar, Nellore - 524002", "2nd Cross"),
    ("She lives at Blk 471 Tampines Street 44, #08-213", "Blk 471"),
    ("Family at D.No 7-112, Kothapeta", "D.No 7-112"),
    # a house or a villa before a comma, and a township's numbered part after it
    ("Home address: House 12, Okonkwo Close, Ogudu, Lagos.", "House 12"),
    ("Res: Villa 17, Street 23, Al Jimi, Al Ain", "Villa 17, Street 23"),
    ("To: Ms Nomvula Dlamini\nHouse 4417, Section K, Umlazi", "House 4417, Section K"),
    ("| Stand 2231, Extension 11 | 06/01/2026", "Stand 2231, Extension 11"),
    # a business or industrial estate, with the unit that opens its address
    ("Occupational Health Ltd\nUnit 7, Brunel Business Park, Swindon, SN2 8BY",
     "Unit 7, Brunel Business Park"),
    ("works at the Riverside Industrial Estate packing plant", "Riverside Industrial Estate"),
    # "No." before a house's number that an address follows, or after a road's name
    ("No. 45, 3rd Cross, Gandhi Bazaar Main Road, Basavanagudi", "No. 45"),
    ("resides at No. 7 Ajilosun Street, Okesa, Ado-Ekiti.", "No. 7 Ajilosun Street"),
    ("Plot 14, Jubilee Hills Road No. 36, Hyderabad - 500033", "Jubilee Hills Road No. 36"),
    # a function word after a weak suffix ends the street there
    ("assaulted at a residence on 3300 Fenwick Ct in Ashby Heights on the evening",
     "3300 Fenwick Ct"),
    # a street without its type before a postcode and town; French avenues after the
    # number and before the name's article; Hebrew and Malay types first
    ("Chefarzt: Prof. Dr. med. R. Oltmanns\nAm Steinbrink 14 · 21244 Buchholz · Tel.",
     "Am Steinbrink 14"),
    ("Bâtiment C, 3e étage - 14 avenue des Acacias - 69390 Vernaison", "14 avenue des Acacias"),
    ("Rheumatology Clinic\nRehov HaShikma 17, Petah Tikva", "Rehov HaShikma 17"),
    ("Jalan Ampang 12, 50450 Kuala Lumpur", "Jalan Ampang 12"),
]


@pytest.mark.parametrize(("text", "address"), STREETS)
def test_street_address_is_labelled(text: str, address: str) -> None:
    assert covered(text, address, "ADDRESS")


@pytest.mark.parametrize(("text", "value"), [
    ("send to PO Box 1234", "PO Box 1234"),
    ("send to P.O. Box 77", "P.O. Box 77"),
    # military post
    ("Mail to PSC 4110 Box 2217.", "PSC 4110 Box 2217"),
    ("CMR 402 Box 1180, APO AE 09021", "APO AE 09021"),
    ("Unit 2050 Box 4190, DPO AP 96278", "Unit 2050 Box 4190"),
    ("SEND TO POST OFFICE BOX 9", "POST OFFICE BOX 9"),
    # bags and private mailboxes
    ("Private Bag 3201, Rangiatea 3784", "Private Bag 3201"),
    ("Locked Bag 7, Parramatta", "Locked Bag 7"),
    ("Private Bag X2047, PINETOWN, 3600", "Private Bag X2047"),
    ("GPO Box 2470, Melbourne", "GPO Box 2470"),
    ("P.M.B. 5117, Ibadan", "P.M.B. 5117"),
    ("lives in Apt 4B now", "Apt 4B"),
    ("office Suite 200", "Suite 200"),
    # a shop or a floor before a street address, and a British yard
    ("Shop 6, 118 Wattletree Rd, Malvern East VIC 3145", "Shop 6"),
    ("Kingsway Heart & Vascular\nLevel 3, 118 Fitzroy Parade, Bellbrae Heights VIC 3227",
     "Level 3"),
    ("Address: Flat 4, 19 Coopers Yard, Little Brindle, Kettering NN15 6QT",
     "19 Coopers Yard"),
    # a street written without its number after a compass letter
    ("B. Walgreens E Euclid Ave ph 515.555.0166", "E Euclid Ave"),
    ("zip code 21201", "21201"),
    ("ZIP: 21201-1234", "21201-1234"),
    ("Baltimore, MD 21201", "21201"),
    ("Towson, Maryland 21204-3333", "21204-3333"),
])
def test_box_unit_and_zip_are_addresses(text: str, value: str) -> None:
    assert covered(text, value, "ADDRESS")


@pytest.mark.parametrize(("text", "city"), [
    ("from Catonsville, MD for eval", "Catonsville"),
    ("son lives in Catonsville, Maryland", "Catonsville"),
    ("ANNAPOLIS, MD RECORDS", "ANNAPOLIS"),
    ("margie from Middle River, MD", "Middle River"),
    ("social: lives in catonsville, husband", "catonsville"),
    ("SON IN PIKESVILLE CALLED", "PIKESVILLE"),
    ("Sister called from Seattle", "Seattle"),
    ("family members in San Diego.", "San Diego"),
    ("daughter flying in from Rome.", "Rome"),
    ("DAUGHTER WILL RETURN TO BALTIMORE TOMORROW", "BALTIMORE"),
    ("FOUND IN HIS HOME IN MILFORD MILL BY EMS", "MILFORD MILL"),
    ("lives in homeless shelter in Edgemere area", "Edgemere"),
    ("lives alone in white amrsh, daughter close by", "white amrsh"),
    # ... with the words that end a neighbourhood's or a development's name
    ("Lives in Park Slope with her aunt.", "Park Slope"),
    ("She lives in Cedar Bluff Estates.", "Cedar Bluff Estates"),
    ("Lives in Kahaluu Point with wife.", "Kahaluu Point"),
    ("Lives in Washington Heights.", "Washington Heights"),
    ("lives in Red Hollow with her son", "Red Hollow"),
    # ... a landing place by the water, a possessive opening it
    ("had been living in his car near Cobbler's Wharf.", "Cobbler's Wharf"),
    ("sleeps at Navy Pier most nights", "Navy Pier"),
    # a known town in parentheses before a telephone number, after a relative's name
    ("pt's sister Gwendolyn Oyelowo (Schenectady, 518-555-0145) agreed", "Schenectady"),
    ("Pt lives in Normal with wife", "Normal"),
    ("returned to new haven today", "new haven"),
    ("PT IS FROM RANDALLSTOWN", "RANDALLSTOWN"),
    # A city of several words, one of them rare, after a weak cue.
    ("She was seen in Des Moines last year.", "Des Moines"),
    ("TRANSFERRED FROM DES MOINES", "DES MOINES"),
    ("son in White Plains called", "White Plains"),
    # "lives with <someone> in": the residence cue spans the companion.
    ("Lives with her husband in Fall River.", "Fall River"),
    ("Lives with her husband Raymond in Fall River.", "Fall River"),
    ("dtr staying w/ cousin in cambridge til discharge.", "cambridge"),
    ("Daughter is staying with her cousin in Cambridge.", "Cambridge"),
    ("son lives w/ wife in quincy", "quincy"),
    # "lives at <the place> in": a town that is also an eponym after the place lived at
    ("LIVES AT HARTWELL VILLAGE IN PEABODY. DAUGHTER VISITS DAILY", "PEABODY"),
    ("Resides at Maple Court in Salem.", "Salem"),
    # A known city right after a facility name and a comma.
    ("Seen at Lahey Clinic, Burlington, then transferred.", "Burlington"),
    ("Transferred from Mercy Hospital, Springfield.", "Springfield"),
    # ... or a rare capitalised word closing the line there
    ("Implant site: St. Columba Regional Hospital, Wexbridge\n", "Wexbridge"),
    # ... or after "of"; there a rare word vouched for by the facility is enough.
    ("Admitted from Kindred Hospital of Waltham.", "Waltham"),
    ("Referral faxed to Sunrise Senior Living of Braintree.", "Braintree"),
    # A known city after a street address and a comma; a city after a form label.
    ("Lives at 45 Oak Street, Brookline.", "Brookline"),
    ("1200 Main St, Waltham", "Waltham"),
    ("City: Hyannis", "Hyannis"),
    ("City/State/ZIP: Flagstaff / AZ / 86001", "Flagstaff"),
    ("Place of birth: Lowell, MA", "Lowell"),
    ("Suburb: Parramatta NSW", "Parramatta"),
    ("Village: Somosomo. Accompanied by husband", "Somosomo"),
    # a town the lists know after a label of where one lives
    ("EP0098812   Home: Stornoway, staying with daughter", "Stornoway"),
    ("DOB: 14.07.1961  Res: Kawangware, Nairobi", "Kawangware"),
    ("To Hebrew Rehabilitation Center of Roslindale today.", "Roslindale"),
    # After an organisation or a practice's head noun and "of"; after a PO box.
    ("Internal Medicine Associates of Fairfax", "Fairfax"),
    ("MRI at Imaging Center of Tulsa", "Tulsa"),
    ("RR 2 Box 118, Lewisburg", "Lewisburg"),
    # in parentheses after a business named before its head
    ("back to bowling league at Lucky Strike Lanes (Elkhart) - advised wait", "Elkhart"),
    # Counties, parishes and townships by name.
    ("ROCKLAND COUNTY EMS", "ROCKLAND COUNTY"),
    ("County: Bucks", "Bucks"),
    ("Probate Court of Cuyahoga County", "Cuyahoga County"),
    ("per New Castle County Medical Examiner intake", "New Castle County"),
    ("NEW HANOVER COUNTY EMS", "NEW HANOVER COUNTY"),
    ("Brought in by two Big Horn County deputies.", "Big Horn County"),
    ("Lives in Lower Merion Township with wife", "Lower Merion Township"),
    # ... and provinces, municipalities and prefectures
    ("Republic of the Philippines\nProvince of Iloilo -- Municipality of X", "Iloilo"),
    ("Referred from Aichi Prefecture clinic", "Aichi Prefecture"),
    # a compass word opening a town's name
    ("at a residence on Larkspur Lane in East Westfield. Pt states", "East Westfield"),
    # districts and local government areas, a hyphen joining a name's parts
    ("Nutakki (V), Mangalagiri (M), Guntur Dist.", "Guntur Dist"),
    ("Lives in Mbale District, Uganda", "Mbale District"),
    ("Christ's Grammar School, Igbara-Odo, Ido-Osi LGA, who presented", "Ido-Osi LGA"),
    # ... with the word in lower case after a place's preposition
    ("moved into her daughter's house in Pine Barren township and", "Pine Barren township"),
    # A city whose words are everyday words after a travel cue ("vacation in").
    ("Pt was on vacation in Ocean City when symptoms began.", "Ocean City"),
    ("vacationing in Cape May last week", "Cape May"),
    ("granddaughter flying in from Montréal tonight", "Montréal"),
    # A rare capitalised word after a residence cue, though the protect list holds it;
    # a city before a comma and its country.
    ("SH: born in Hanoi, Vietnam. Nonsmoker.", "Hanoi"),
    ("Immigrated from Kabul in 2015.", "Kabul"),
    ("Lives in Chennai with son", "Chennai"),
    # after a weak cue on a line whose case means nothing, a town no word list holds
    ("SOCIAL: DTR CALLED X2 OVERNIGHT FROM WORCESTER, HER #", "WORCESTER"),
    ("ADMITTED 3/6 FROM MERCY IN SPRINGFIELD.", "SPRINGFIELD"),
    ("family in Enugu, Nigeria.", "Enugu"),
    ("Visiting family in Tegucigalpa, Honduras.", "Tegucigalpa"),
    # ... a stay's length or a year may follow the country; a town in brackets after it
    ("Itinerary: Lagos and Enugu, Nigeria x3 wks", "Enugu"),
    ("then Ghana (Kumasi) x1 wk for work", "Kumasi"),
    ("Travel: India (Delhi) 2019", "Delhi"),
    # ... or a known town further back in the clause that its country closes
    ("| 6/26 - 7/01 | Kampala then Bwindi gorilla trek, Uganda | lodges |", "Kampala"),
    ("| 6/09 - 6/26 | Kisumu and rural Siaya County, Kenya |", "Kisumu"),
    # ... or a date; a town after one departs or arrives
    ("- Kampala, Uganda Dec 2-6 (meetings)", "Kampala"),
    ("- depart Boston 11/02/2024", "Boston"),
    ("Arrival: Wichita Aug 29, 2024", "Wichita"),
    # Where a person comes from: "originally from", "is from", an age and sex, "pt from".
    ("She is originally from Ballarat.", "Ballarat"),
    ("CTAS 2. 67F from Moncton NB, chest pain.", "Moncton"),
    ("Pt from Werribee presents with cough.", "Werribee"),
    # an age written with hyphens, and up to three words describing the person after it
    ("a 71-year-old woman from Cedar Hollow, seen for anemia", "Cedar Hollow"),
    # where case says nothing, a rare word no list protects after the patient or an age
    ("PT FROM VILAMOURA, SPEAKS PORTUGUESE", "VILAMOURA"),
    ("67 YEAR OLD MAN FROM VILAMOURA, SPEAKS PORTUGUESE", "VILAMOURA"),
    ("72 yo m from nsukka, here for dialysis", "nsukka"),
    ("a 40-year-old lobster boat captain from Quarry Hollow, seen today", "Quarry Hollow"),
    # A known town before a public service it names.
    # A known town closing a name, an organisation or an address line.
    ("Dr. Frimpong, Heartland Digestive Health, Omaha", "Omaha"),
    ("cc: The Orchard Surgery, Kenilworth", "Kenilworth"),
    ("Referred by Lakeview Family Practice, Duluth, MN for eval.", "Duluth"),
    ("Employer: Idaho Central Credit Union, Boise — called about FMLA.", "Boise"),
    ("Colonoscopy done elsewhere (Coastal GI, Wilmington).", "Wilmington"),
    # A known town after a store's branch number, and before its state without a comma.
    ("Vaccine given at Walgreens #4418, Tempe. On 7/15 chest pain.", "Tempe"),
    ("Rx sent to CVS, Tempe AZ.", "Tempe"),
    # Towns abroad from the packaged GeoNames list, after a weak or travel cue.
    ("She was treated at a hospital in Lucknow last year.", "Lucknow"),
    ("Returned from Cebu last week with fever.", "Cebu"),
    # ... and towns of a thousand people from GeoNames' smaller table
    ("Her brother Graham in Wagga Wagga to be updated by her.", "Wagga Wagga"),
    ("NOK: daughter Eleri Wyn (lives Caernarfon) 07700 914 265", "Caernarfon"),
    # every relative counts: grandparents, partners, neighbours, guardians
    ("Grandmother Darlene Tsinajinnie (Window Rock, 928-555-0157) will help", "Window Rock"),
    ("GRANDPA SAUL FROM WORCESTER", "WORCESTER"),
    # ... written with hyphens, in any case, and by a former or English name.
    ("moved from Port-au-Prince in 2010", "Port-au-Prince"),
    ("LIVES IN WILKES-BARRE", "WILKES-BARRE"),
    ("SISTER NATASHA FLYING IN FROM KIEV 6/10.", "KIEV"),
    ("born in Saigon", "Saigon"),
    # A known town alone in parentheses after a relative or the relative's name.
    ("Maternal aunt Rose Tillman (Houma) unaffected.", "Houma"),
    ("Brother (Dunedin) well.", "Dunedin"),
    ("Referral letter from Dunedin Hospital.", "Dunedin"),
    # a town named like an eponym closing the clause after a person's call or journey
    ("dtr megan called from denver. hcp is her sister.", "denver"),
    ("Son flew in from Foley, AL last night.", "Foley"),
    # a town written with its accents after a weak cue
    ('Tries to leave "to go to Kraków." No falls.', "Kraków"),
    ("Pt went to Montréal.", "Montréal"),
    # two title-case words after a residence cue, though both are everyday words
    ("Lives near Rough Rock with husband.", "Rough Rock"),
    ("hauls water from the Rough Rock chapter house; lives in Rough Rock", "Rough Rock"),
    # a name ending in a word only places' names end with, after a word saying where
    ("Aunt died at 55 in Owl Hollow; cousin well.", "Owl Hollow"),
    ("then a transit center in Sihala Gate. Worked as a mechanic.", "Sihala Gate"),
    ("will come from Council Prairie Sunday", "Council Prairie"),
    ("moved to a flat near Emu Plains last year", "Emu Plains"),
    # ... a lake, a peak, an island or a lighthouse too; after "above", "below",
    # "off" or "past", and with "the" between
    ("Found 0.5 mi below Hidden Falls on the east trail.", "Hidden Falls"),
    ("fell from the dock off the Loon Lake boat ramp", "Loon Lake"),
    ("Lives past Tern Island with her aunt.", "Tern Island"),
    ("Camped at Marmot Basin two nights.", "Marmot Basin"),
    # ... or after a street address and its comma
    ("bitten by the dog of 2207 Larkspur Lane, Harbor Heights; owner ph", "Harbor Heights"),
    # ... which also closes a town found after a cue
    ("Lives in Osage Bend (~3 h drive)", "Osage Bend"),
    # every word between a street address's comma, or a preposition, and a state
    ("Address: 3318 Juniper Hollow Ct, Traverse Bend, MI 49684", "Traverse Bend"),
    ("Moved to Traverse Bend, MI 49684 last year.", "Traverse Bend"),
    # a town's opening word before a saint's name
    ("Moved w/ mother to Sault Ste. Marie, MI at age 9.", "Sault Ste. Marie"),
    # the words before a comma and a cued ZIP code
    ("Caller location: home, Mill Harbor, ZIP 04872", "Mill Harbor"),
    # a fort names a base or a town wherever it stands
    ("Served with 4th Bn, stationed Fort Kessington. Deployed twice.", "Fort Kessington"),
    ("Lives in Ft. Wexley with his wife.", "Ft. Wexley"),
    # a known town after "from" in Norwegian
    ("Ambulanse fra Stryn rekvirert kl. 23:05.", "Stryn"),
])
def test_city_is_labelled(text: str, city: str) -> None:
    assert covered(text, city, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("vitals back to normal today", "normal"),
    ("BP BACK TO NORMAL", "NORMAL"),
    ("no movement in left hand", "left hand"),
    ("PLAN TO START IMMODIUM", "START"),
    ("CT CONTINUES TO DRAIN SEROUS FLUID", "DRAIN"),
    ("blood drawn from ALINE)", "ALINE"),
    ("cultures from Quinton cath", "Quinton"),
    ("pt drove from Quinton cath lab to ED", "Quinton"),
    ("DAUGHTER IN EARLY TODAY", "EARLY"),
    ("WENT BACK TO CALIFORNIA", "CALIFORNIA"),
    ("DAUGHTER HERE FROM ENGLAND", "ENGLAND"),
    ("CAN CONVERSE IN ENGLISH", "CONVERSE"),
    ("Discussed with the clinic of infectious disease.", "infectious"),
    ("Rehab center of choice to be decided.", "choice"),
    ("pain is from hemorrhoids", "hemorrhoids"),
    ("transferred to MICU from floor", "MICU"),
    ("RETURN FROM CATSCAN", "CATSCAN"),
    ("he is on Mobile monitoring", "Mobile"),
    ("swelling in Left Hand", "Left Hand"),
    ("PAIN IN LEFT HAND", "LEFT HAND"),
    ("Lives with daughter in law, who helps.", "law"),
    ("Lives with son in a two story house.", "story"),
    ("lives with wife in assisted living facility", "assisted"),
    ("lives w/ wife in house", "house"),
    ("LIVES IN HOUSE WITH WIFE", "HOUSE"),
    ("lives in home with wife", "home"),
    ("staying with family in ICU waiting room", "ICU"),
    ("MERCY HOSPITAL, NORMAL SINUS RHYTHM", "NORMAL"),
    ("Back from vacation in good health.", "good"),
    # Towns abroad whose names are abbreviations or everyday words.
    ("RESIDENT IN TO ASSESS LEFT ARM", "TO"),
    ("3/13 admit to OSH w/ CHF", "OSH"),
    ("switched from IV amio to PO amio", "PO"),
    ("switched to route 2 of the protocol", "route"),
    ("Back from Nice trip, feels well.", "Nice"),
    ("Lives in Assisted Living with wife.", "Assisted Living"),
    ("Lives in Senior Housing downtown.", "Senior Housing"),
    ("Lives in Group Home.", "Group Home"),
    ("LIVES IN ROUGH ROCK WITH WIFE", "ROUGH"),
    # one departs AMA or home and arrives by ambulance
    ("Pt departed AMA at 0300.", "AMA"),
    ("Pt departed Home with family", "Home"),
    ("Destination: Home", "Home"),
    ("Arrival: ambulance", "ambulance"),
    # clinical places end in words a town's name ends with too
    ("Pt in Trauma Bay 2. Seen at Nurses Station. Pain in Left Lower Quadrant.", "Trauma"),
    ("Block in Right Bundle Branch. Tear in Left Horn.", "Right"),
    # a drug's release after a scarce word; a practice's adjective
    ("On Guanfacine ER 1 mg daily.", "Guanfacine"),
    ("Seen at Naturopathic Family Medicine.", "Naturopathic"),
    ("history of Heart & Vascular disease", "Heart"),
    # a floor or a unit and a number before no street
    ("Level 1, 2 and 3 trauma centers", "Level"),
    ("Unit 5, 2 Nurses on shift", "Unit"),
    # a fort's name must be a rare word; a distance is no fort
    ("Walked 20 ft. Wexley reports no pain.", "Wexley"),
    # an ambulance service needs a name: a generic word before EMS stays
    ("Called EMS. Per Local County EMS, arrived 0300.", "County"),
    # a state's name, a disease named for a town
    ("New Mexico trip planned", "Mexico"),
    ("La Crosse encephalitis serology", "Crosse"),
    # "since yesterday" in Spanish is no town in Massachusetts
    ("dolor desde ayer, sin fiebre", "ayer"),
])
def test_common_words_and_states_are_not_places(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "name"), [
    ("ADMITTED IN TRANSFER FROM CALVERT HOSPITAL FOR MS CHANGES", "CALVERT"),
    ("transferred from Calvert Hospital", "Calvert"),
    ("to St. Mary's Hospital tomorrow", "St. Mary's"),
    ("?transfer to St. Mary's tomorrow", "St. Mary's"),
    ("TO GO TO ST. MARY ON TUESDAY", "ST. MARY"),
    ("FOUND UNRESPONSIVE IN ST MARY HOSPITAL", "ST MARY"),
    ("Was accepted by St. Agnes but", "St. Agnes"),
    ("Had a bed @ St A. but", "St A."),
    ("Brought in from the Pine Hollow trailer park", "Pine Hollow"),
    ("lives in the Pine Hollow Mobile Home Park", "Pine Hollow"),
    ("Attends St. Pius X Catholic School", "St. Pius X"),  # a pope's number
    ("Seen at St. John XXIII Hospital", "St. John XXIII"),
    ("pt being d/c'd to Sacred Heart Memorial at 4pm", "Sacred Heart Memorial"),
    ("to go to sacred heart hospital", "sacred heart"),
    ("heart transplant at Holy Cross.", "Holy Cross"),
    ("SCREENED BY HOLY CROSS REHAB TODAY", "HOLY CROSS"),
    ("AT UNION MEMORIAL, HER SKIN", "UNION MEMORIAL"),
    ("TRANSFERRED FROM VAMC HOSPITAL", "VAMC"),
    ("admitted to Mercy Medical Center", "Mercy"),
    ("lives at Keeley House nursing", "Keeley"),
    ("resident of Grieco Nursing Home", "Grieco"),
    ("84 y/o M BIBEMS from Sunrise Senior Living after a fall", "Sunrise"),
    ("lives at Oakwood Assisted Living", "Oakwood"),
    ("awaiting placement at BALTIMORE REHAB OR KIMBROUGH REHAB", "KIMBROUGH"),
    ("transferred from franklin square hosp", "franklin square"),
    ("TX'D FROM WASHINGTON ADVENTIST HOSP", "WASHINGTON ADVENTIST"),
    ("went to UOf Maryland Hosp and had", "UOf Maryland"),
    ("admitted to U Maryland ER", "U Maryland"),
    ("REFERRED TO GH.", "GH"),
    ("transferred to GH for cath", "GH"),
    ("followed at gh by dr x", "gh"),
    ("At GH EW he remained intubated", "GH"),
    ("ADM FROM GH CATH LAB", "GH"),
    ("SEEN BY GBMC NURSE", "GBMC"),
    ("transfer by ambulance to BWH.", "BWH"),
    ("Transferred to Quartermain 2 on 9/1", "Quartermain"),
    ("TRANSFER TO QUARTERMAIN 2 TODAY", "QUARTERMAIN"),
    ("ADMITTED TO QUARTERMAIN7 W/ CHF", "QUARTERMAIN7"),
    ("PLAN: QUARTERMAIN 2 WHEN BED AVAIL", "QUARTERMAIN"),
    # ... and a building's noun after its name: the wing or ward named for a person
    ("Admitted to Whitlam Wing bed 4.", "Whitlam Wing"),
    ("Transferred to Seacole Ward yesterday.", "Seacole Ward"),
    ("arrived a&ox3 via amb from kernan ew for eval", "kernan"),
    ("Pt left unit for planning on North Campus today", "North"),
    ("Surgeon from Harbor in this eve", "Harbor"),
    # Practices, daycares, shelters and residences: two capitalised words before the head
    ("PCP: Dr. Ruiz at Valley Kids Pediatrics.", "Valley Kids"),
    ("Attends Little Sprouts Daycare on weekdays.", "Little Sprouts"),
    ("Pt staying at Harbor Light Shelter since May.", "Harbor Light"),
    ("cc: Riverbend Family Practice", "Riverbend"),
    ("Lakeside Pediatrics, PO Box 77", "Lakeside"),
    ("PT at Cherry Capital Rehab 3x/wk.", "Cherry Capital"),
    ("AWAITING PLACEMENT AT BALTIMORE REHAB", "BALTIMORE"),
    # Practices, services and businesses whose head clinical text also uses alone
    ("Referred to Smile Harbor Dental for extraction.", "Smile Harbor"),
    ("Aide from Compass Home Care visits daily.", "Compass"),
    ("Attends Agape Adult Day Center M-F.", "Agape"),
    ("Specimen sent to Coastal Oral Pathology Lab.", "Coastal Oral Pathology"),
    ("Enrolled by Coastal Diabetes Research today.", "Coastal Diabetes"),
    ("Transport by Rapid Care Transit at 0900.", "Rapid Care"),
    ("Injured at Ridgeline Arena.", "Ridgeline"),
    ("Shelter at Fenmore Community Center.", "Fenmore"),
    # A known town in parentheses or after a dash right after a facility
    ("Taken to Saint Francis Medical Center (Peoria) by air.", "Peoria"),
    ("Rx sent to Walgreens Pharmacy (Peoria) today.", "Peoria"),
    ("Riverbend Hospital - Springfield campus", "Springfield"),
    # Where a doctor practises, named right after the doctor
    ("pt scheduling with Dr. Vaipulu at Kapiolani.", "Kapiolani"),
    # A generic word between a facility's name and its head
    ("Outborn from Sagebrush Community Hospital at 32 wks", "Sagebrush"),
    # Service words between a clinic's name and its head
    ("Pediatrician: Dr. Summers, Bayou Kids Clinic (Houma).", "Bayou"),
    ("Pediatrician: Dr. Summers, Bayou Kids Clinic (Houma).", "Houma"),
    ("Referring: Tamarack Health Clinic - Duluth.", "Tamarack"),
    ("Delivered at Riverside Women's Pavilion.", "Riverside"),
    # a building's wing named by a word no dictionary holds, with no cue before it
    ("Medicare on file     Room 14, Mallee Wing", "Mallee Wing"),
    # A word that ends a place's name inside a facility's name; nursing and rehab
    (" - Evergreen Crossing Rehabilitation (Puyallup) - accepted", "Evergreen Crossing"),
    (" - Evergreen Crossing Rehabilitation (Puyallup) - accepted", "Puyallup"),
    ("Referral to Cedar Hollow Hospice House today.", "Cedar Hollow"),
    ("Referral to Sunrise Bluff Nursing & Rehab today.", "Sunrise Bluff"),
    # ... not a street, though its words would name one
    ("Resident of Magnolia Terrace Care Center (Maryville), returning", "Magnolia Terrace"),
    ("Resident of Magnolia Terrace Care Center (Maryville), returning", "Maryville"),
    # a hospice or a home health agency, its name a rare clinical word too
    ("Referred to Pellucid Hospice for support.", "Pellucid"),
    ("Set up with Quarrington Home Health, first visit Monday.", "Quarrington"),
    ("Services through Pellucid Home Care.", "Pellucid"),
    # a word the dictionary hardly uses names a practice as an unknown one does
    ("FOLLOW-UP: Dr. Hale, Pennyroyal Family Medicine, on 3/4/25", "Pennyroyal"),
    # two hospitals merged under one trust, joined by "&"
    ("Ravensholme & Wyvern Hospitals NHS Foundation Trust\nDISCHARGE SUMMARY",
     "Ravensholme & Wyvern"),
])
def test_facility_is_labelled(text: str, name: str) -> None:
    assert covered(text, name, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("lives in a trailer park", "trailer"),
    ("Going to St. Jude IV team", "IV"),
    ("Transfer to St. Mary I think", "I"),
])
def test_line_or_pronoun_after_a_saint_is_no_regnal_number(text: str, word: str) -> None:
    assert touched(text, f" {word} ") == []


@pytest.mark.parametrize(("text", "name", "phi_type"), [
    # two generic words between a facility's name and its head
    ("Receiving: Bayou City General Hospital ED", "Bayou City General", "LOCATION"),
    # a name before a head any organisation may have: a rare word, a town, or a place
    # word after another word
    ("Supplier: Riverlands Community Blood Center. Volume", "Riverlands Community Blood",
     "ORG"),
    ("Dr. Ahn, Peachtree Children's Diabetes Center, 3350 Dunwoody Club Dr",
     "Peachtree Children's Diabetes", "ORG"),
    ("SVD at Mission Valley Birthing Center, epidural", "Mission Valley Birthing", "ORG"),
    ("Fairmount Hereditary Cancer Program intake", "Fairmount Hereditary Cancer", "ORG"),
    # the town after a practice's head, as after a facility's
    ("Seen at Lumina Fertility Partners - Scottsdale today.", "Scottsdale", "LOCATION"),
    ("Prairie Sky Imaging - Amarillo West   Ordering: Dr. Jones", "Amarillo", "LOCATION"),
    # "and" between capitalised words joins the run as "&" does
    ("Willow Brook Rehabilitation and Nursing Center, Dover, NH\nAdmission note",
     "Willow Brook Rehabilitation and Nursing", "ORG"),
    # a practice named for the pair of fields it treats
    ("Dr. Heikkinen (ortho, Des Moines Bone & Joint) refills", "Des Moines", "ORG"),
    ("referral to Bayview Heart & Vascular for ablation", "Bayview", "ORG"),
    # an ambulance service named for its landscape
    ("Copper Valley EMS  --  Medic Unit 41", "Copper Valley EMS", "ORG"),
    ("TRI-RIVER EMS -- PATIENT CARE REPORT", "TRI-RIVER EMS", "ORG"),
])
def test_organisation_before_its_head_is_labelled(text: str, name: str,
                                                  phi_type: str) -> None:
    assert covered(text, name, phi_type)


@pytest.mark.parametrize(("text", "word"), [
    ("Call Poison Control Center now", "Poison"),
    ("NCI Comprehensive Cancer Center", "Comprehensive"),
    ("consult Palliative Care", "Palliative"),
    ("Regional Burn Center", "Burn"),
    ("Transplant Center", "Transplant"),
    ("Cystic Fibrosis Center", "Fibrosis"),
    ("seen at the City General Hospital", "City"),
])
def test_a_service_before_a_generic_head_is_no_name(text: str, word: str) -> None:
    spans = PLACES.analyze(Document(text))
    at = text.index(word)
    assert not any(s.start <= at < s.end for s in spans)


@pytest.mark.parametrize(("text", "name", "phi_type"), [
    ("POSTPARTUM SUMMARY\nSOUTH SHORE HOSPITAL - BIRTHPLACE, WEYMOUTH", "SOUTH SHORE",
     "LOCATION"),
    ("sick visit - east boston neighborhood health center peds", "east boston neighborhood",
     "LOCATION"),
    ("pcp is dr lan at south cove community health in chinatown", "south cove community",
     "ORG"),
])
def test_a_compass_word_before_a_found_name_opens_it(text: str, name: str,
                                                     phi_type: str) -> None:
    assert covered(text, name, phi_type)


@pytest.mark.parametrize(("text", "again"), [
    ("POSTPARTUM SUMMARY\nSOUTH SHORE HOSPITAL - BIRTHPLACE\nShared plan with South Shore "
     "staff.", "South Shore"),
    ("sick visit - east boston neighborhood health center peds\nmom works for east boston "
     "neighborhood as an aide", "east boston neighborhood"),
])
def test_a_facility_name_found_with_its_compass_word_is_found_again(text: str,
                                                                    again: str) -> None:
    start = text.rindex(again)
    spans = [s for s in PLACES.analyze(Document(text)) if s.type == "LOCATION"]
    assert all(any(s.start <= i < s.end for s in spans)
               for i in range(start, start + len(again)) if not text[i].isspace())


@pytest.mark.parametrize(("text", "name"), [
    ("Pt attends Zion Lutheran by livestream.", "Zion"),
    ("Pt wishes to discuss with his pastor at First Baptist Capitol Hill.", "First"),
    ("Pt is a retired deacon at Mount Zion AME in Eutaw.", "Mount Zion"),
    # in brackets after a word of church; "New" inside the name
    ("sx after sweet tea at church potluck (Greater New Hope Baptist) -- cramps",
     "Greater New Hope"),
    ("Pt attends New Life Lutheran weekly.", "New Life"),
    # "New" before a name of a church with its head
    ("pastor Rev. Amos Grant of New Hope Missionary Baptist Church. Pt's fiancée",
     "New Hope Missionary"),
])
def test_a_congregation_named_before_its_denomination_is_an_organisation(
        text: str, name: str) -> None:
    assert covered(text, name, "ORG") or covered(text, name, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Baptist faith, attends church weekly", "Baptist"),
    ("admitted to Advocate Lutheran General Hospital", "Lutheran"),
    ("Raised Southern Baptist, now attends services rarely", "Southern"),
])
def test_a_denomination_alone_or_in_a_hospitals_name_names_no_congregation(
        text: str, word: str) -> None:
    assert not [s for s in PLACES.analyze(Document(text))
                if s.reason == "congregation named before its denomination"]


def test_a_lower_case_compass_word_stays_where_case_means_something() -> None:
    text = "Seen on the south Shore Hospital campus."
    assert touched(text, "south") == []


@pytest.mark.parametrize(("text", "name"), [
    # a brand word: a landscape, a direction, a virtue or a faith
    ("Referred to Cascade Pathology Group for review.", "Cascade Pathology"),
    ("Seen at Coastal Dermatology, 19 Seaview Ave", "Coastal"),
    ("To: Granite Peak Health Plan - Pharmacy Prior Authorization", "Granite Peak"),
    ("Transport: Desert Air Medical fixed-wing, ETA 04:00.", "Desert Air"),
    ("mammograms from Baptist Health Breast Center.", "Baptist Health Breast"),
    ("referral to Northwest Indiana Hand Center, Merrillville.", "Northwest Indiana Hand"),
    ("Resettled by Lakes Refugee Resettlement Services; caseworker", "Lakes Refugee"),
    # a state, a town or a rare word the protect list does not hold
    ("Insurance: Copper State Health fertility rider", "Copper State"),
    ("PCP will be at Fenway Health next month.", "Fenway"),
    ("via DME Northsound Respiratory; humidifier", "Northsound"),
    # before a trade's head any word that is no generic one
    ("Employment: part-time barista at Wild Flour Bakery; no car.", "Wild Flour"),
    ("Former cook at Golden Dragon Restaurant in Oakland", "Golden Dragon"),
    ("started preschool at Little Sprouts Montessori this month.", "Little Sprouts"),
    ("dad on his way from a rig job w/ Pecos Basin Drilling.", "Pecos Basin"),
    ("a dive instructor at Reef Blue Charters, with palpitations", "Reef Blue"),
    ("Retired underground miner (Elk Horn Coal, 31 yrs).", "Elk Horn"),
    ("a barista at Grindhouse Espresso in Elsternwick", "Grindhouse"),
    ("fall at work (Pacific Rim Seafoods) on 12/2", "Pacific Rim"),
    # a possessive owner before the head of a shop, an eatery or a bar
    ("turn left at the old Bowling's Grocery, gravel drive", "Bowling's"),
    ("has to open the restaurant (ng's kitchen on jackson st).", "ng's"),
    ("Former publican (Mac Giolla Bhride's Bar, Knock), seen", "Mac Giolla Bhride's"),
    ("He ate at Joe's Diner.", "Joe's"),
    # joined by "&" or a hyphen
    ("PT EVALUATION\nStone Ridge Orthopedic & Sports Rehab      DOE: 10/3/23",
     "Stone Ridge Orthopedic & Sports"),
    # a line in capitals: a brand word, a town or a state, before a head of a business
    ("OZARK MOUNTAIN RESPIRATORY CARE, LLC - SERVICE TICKET", "OZARK MOUNTAIN"),
    ("ADMITTED 12/30 FROM PINE STREET INN VIA BMC ER", "PINE STREET"),
    ("90 YO WOMAN FROM HEBREW REHAB, SENT IN W/ AMS", "HEBREW"),
    ("PRIOR ADMIT SUMMIT VIEW PSYCHIATRIC 2019. PHQ-9 6.", "SUMMIT VIEW"),
    # ... and a practice's head there too
    ("PCP: WILL PRICE, MD (BEDFORD PRIMARY CARE)", "BEDFORD"),
    ("7. PEDIATRICIAN: GRAFTON PEDIATRICS (DR. OKOYE).", "GRAFTON"),
    ("ORDERING PHYSICIAN: RAPOSO, HELENA MD, WESTPORT FAMILY MEDICINE", "WESTPORT"),
    # ... or a word no list holds, after "at", "to" or "from" or in a note's heading
    ("PCP WILL BE AT FENWAY HEALTH.", "FENWAY"),
    ("SOUTHCOAST IMAGING CENTER - DEPARTMENT OF RADIOLOGY\n1 HIGH ST", "SOUTHCOAST"),
    ("aide supervisory visit  bayada home health - pittsfield office", "bayada"),
    # "Tri-" opening the name of an area
    ("next supervised visit at Tri-County Family Center. Naltrexone", "Tri-County Family"),
    # a part of one of a note's top lines: any widely held name, town or brand word
    ("Case Management Note\nTufts Medical Center - Care Coordination\nDate: 12/1",
     "Tufts Medical"),
    ("NEW ENGLAND EYE CENTER - RETINA SERVICE\n800 WASHINGTON ST", "NEW ENGLAND EYE"),
    ("SOUTH SHORE WOMEN'S IMAGING - BREAST IMAGING REPORT\n55 FOX RD",
     "SOUTH SHORE WOMEN'S"),
    ("bright smiles pediatric dentistry - taunton\ntx note 8/22/22", "bright smiles"),
    ("Golden Pond Health Center\nAdmission note", "Golden Pond"),
    # a home (funeral, care, children's) and a management firm
    ("Daughter has contacted Heritage Crossing Funeral Home (director).", "Heritage Crossing"),
    ("notice from landlord of Greystone Property Mgmt for unit", "Greystone"),
    # ... in capitals before any head of an organisation
    ("BLACKWATER RIDGE CORRECTIONAL FACILITY\nHEALTH SERVICES UNIT - PROGRESS NOTE",
     "BLACKWATER RIDGE"),
    ("GENTLE HARBOR HOSPICE - ADMISSION / INTAKE ASSESSMENT", "GENTLE HARBOR"),
    # ... in capitals on a line that goes on in mixed case
    ("KEBUN BARU POLYCLINIC - Family Medicine Clinic, Rm 12", "KEBUN BARU"),
    ("LINDELANI FAMILY MEDICAL PRACTICE - Shop 6, 31 Mthembu Rd", "LINDELANI"),
    # a polyclinic's name in a sentence
    ("Seen at Kebun Baru Polyclinic today.", "Kebun Baru"),
])
def test_a_distinctive_word_before_an_organisations_head_names_it(text: str,
                                                                  name: str) -> None:
    assert covered(text, name, "ORG")


def test_the_head_after_a_branded_name_stays_outside_its_span() -> None:
    text = "Referred to Cascade Pathology Group for review."
    spans = [s for s in PLACES.analyze(Document(text)) if s.type == "ORG"]
    assert spans and max(s.end for s in spans) == text.index(" Group")


@pytest.mark.parametrize(("text", "word"), [
    ("Referred to Adult Protective Services for neglect.", "Protective"),
    ("DCF and Child Protective Services notified.", "Protective"),
    ("Referred to Interpreter Services and Spiritual Care.", "Interpreter"),
    ("Referred to Interpreter Services and Spiritual Care.", "Spiritual"),
    ("Follow up in Heart Failure Program in 2 weeks.", "Heart"),
    ("Will refer to Weight Management Program.", "Weight"),
    ("Attends Intensive Outpatient Program daily.", "Intensive"),
    ("Call Urgent Care if fever.", "Urgent"),
    ("CARDIAC SURGERY CENTER - Progress note", "CARDIAC"),
    ("Seen in Wound Care Center weekly.", "Wound"),
    ("Ordered Home Medical Equipment: walker.", "Home"),
    ("Sent to Same Day Surgery at 0600.", "Same"),
    # a verb before the name
    ("Pt will call Valley Health Partners to schedule.", "call"),
    # a line in capitals: misspelt or clinical words before a treatment's head
    ("AFEBRILE ON CURRENT ANTIBX THERAPY/ CONTINUE", "ANTIBX"),
    ("PLAN RADIATON THERAPY POSSIBLY TOMORROW.", "RADIATON"),
    ("ORDERED FOR CA CHLORIDE INFUSION, 8GM IN 400CC", "CHLORIDE"),
    ("PT TO EAST REHAB TOMORROW", "EAST"),
    ("CONSULTED INTERNAL MEDICINE AND WOUND CARE", "INTERNAL"),
    ("CONSULTED INTERNAL MEDICINE AND WOUND CARE", "WOUND"),
    ("f/u with pediatric cardiology and nuclear medicine", "nuclear"),
    ("Seen by Cardiology and Renal Clinic today", "Renal"),
    # on such a line the name starts at its first distinctive word
    ("PRIOR ADMIT SUMMIT VIEW PSYCHIATRIC 2019. PHQ-9 6.", "ADMIT"),
    ("ADMITTED TO ACUTE PSYCHIATRIC UNIT", "ACUTE"),
    # clinical stems run together, however rare the word they make
    ("F/U AT HEMONC CLINIC IN 2 WKS", "HEMONC"),
    ("TRANSFER TO GERIPSYCH CENTER", "GERIPSYCH"),
    ("f/u at neurorehab center", "neurorehab"),
    # a note's title that names a service, a programme or a clinical field
    ("Pain Management Center - Initial Visit\nCC: back pain", "Pain"),
    ("Vaccine Clinic - Flu shot\nLot 4411", "Vaccine"),
    ("BONE DENSITY CENTER - DEXA REPORT\nT-score -2.6", "DENSITY"),
    ("Sickle Cell Center - Visit\nHb 7.9", "Sickle"),
    ("Lipid Clinic - note\nLDL 190", "Lipid"),
    ("Weight Management Center\nBMI 41", "Weight"),
    # a county's word in lower case after no place's preposition
    ("Called Emergency county services", "Emergency"),
    # a tattoo described, a dermatology service abbreviated
    ("Small Tattoo on L forearm, healed", "Small"),
    ("f/u with Peds Derm in 2 wks", "Peds"),
    # a club named by what it is
    ("Breakfast Club meets at 8 on the unit", "Breakfast"),
    ("joined the Glee Club at school", "Glee"),
    # a community health centre named by what it is
    ("Referred to the Community Health CHC for dental", "Community"),
])
def test_a_generic_run_before_an_organisations_head_stays(text: str, word: str) -> None:
    spans = PLACES.analyze(Document(text))
    at = text.index(word)
    assert not any(s.start <= at < s.end for s in spans)


@pytest.mark.parametrize(("text", "name"), [
    # the letterhead's name before an address on its line, after a bar, comma or gap
    ("Hearwell Audiology & Balance | 6 Kingfisher Row | Portsmouth, NH 03804",
     "Hearwell Audiology & Balance"),
    ("CityWorks Occupational Medicine | 4100 Industrial Pkwy, Bakersfield",
     "CityWorks Occupational Medicine"),
    ("Globetrek Travel Health Clinic, 1717 Larkspur Blvd, Boise, ID 83702",
     "Globetrek Travel Health Clinic"),
    ("Referral\nSunnyvale Sleep Associates    210 Orchard Ave, Suite 3", "Sunnyvale Sleep"),
    # ... or on the line above it
    ("Tidewater Hearing & Balance\n1200 W Main St\nNorfolk, VA 23510",
     "Tidewater Hearing & Balance"),
    # a word no dictionary calls rare still names the practice there; a company's suffix
    ("Seacoast Rheumatology & Infusion\n155 Borthwick Ave, Suite 300", "Seacoast"),
    ("BLUE RIDGE NEUROLOGY & SLEEP, P.C.\n3100 Peachtree Industrial Blvd, Duluth, GA",
     "BLUE RIDGE NEUROLOGY & SLEEP, P.C."),
])
def test_letterhead_name_before_an_address_is_an_organisation(text: str, name: str) -> None:
    assert covered(text, name, "ORG")


_BLOCK = "Dr R. Fairweather\nBrackenbury Surgery\n2 Mill Stile\nLower Tansley\nNT9 2HB\n\nDear Dr"


@pytest.mark.parametrize(("text", "value", "kind"), [
    # the street and town lines above the line a postcode opens, whatever word ends them
    (_BLOCK, "2 Mill Stile", "ADDRESS"),
    (_BLOCK, "Lower Tansley", "LOCATION"),
    ("Hearwell Audiology\n14A Rookery Nook\nSW1A 1AA", "14A Rookery Nook", "ADDRESS"),
    # the postcode and town on the line after a street, or after a letterhead's dash
    ("Fachärztin für Allgemeinmedizin\nLindenstraße 3a\n21255 Tostedt", "Tostedt",
     "LOCATION"),
    ("Am Steinbrink 14 · 21244 Buchholz · Tel.", "Buchholz", "LOCATION"),
    ("14 avenue des Acacias - 69390 Vernaison", "Vernaison", "LOCATION"),
    # a unit's or a door's number before a street named without one; a city's postal
    # district before an Eircode; a court abbreviated as Australia Post writes it
    ("Unit 4, Knocklyon Road, Templeogue, Dublin 16, D16 R2W7\nTel (01) 493 8812",
     "Unit 4, Knocklyon Road", "ADDRESS"),
    ("Unit 4, Knocklyon Road, Templeogue, Dublin 16, D16 R2W7\nTel (01) 493 8812",
     "Dublin 16", "LOCATION"),
    ("Unit 4, Knocklyon Road, Templeogue, Dublin 16, D16 R2W7\nTel (01) 493 8812",
     "D16 R2W7", "ADDRESS"),
    ("No. 52, Avanashi Road, Peelamedu, Coimbatore - 641004\n", "No. 52, Avanashi Road",
     "ADDRESS"),
    ("from 14 Kallista Crt, Wantirna South 3152. hx given", "14 Kallista Crt", "ADDRESS"),
])
def test_lines_of_an_address_block_above_its_postcode_are_found(
        text: str, value: str, kind: str) -> None:
    assert covered(text, value, kind)


@pytest.mark.parametrize(("text", "words"), [
    ("Mailing Address\n12 Elm St, Boston, MA 02118", "Mailing Address"),
    ("Family Medicine Clinic | 44 Oak Ave | Salem, OR 97301", "Family Medicine Clinic"),
    ("Remit To: PO Box 4410, Denver, CO 80201", "Remit To"),
    ("Emergency Contact\n12 Elm St, Boston, MA", "Emergency Contact"),
    ("Interventional Radiology\n12 Elm St, Boston, MA", "Interventional Radiology"),
    ("pt lives alone  12 Elm St, Boston", "lives alone"),
])
def test_a_label_over_an_address_is_no_organisation(text: str, words: str) -> None:
    spans = PLACES.analyze(Document(text))
    at = text.index(words)
    assert not any(s.start < at + len(words) and at < s.end for s in spans)


@pytest.mark.parametrize(("text", "name"), [
    ("Claim #: WC-24-0071839   Carrier: Golden Harvest Mutual   Adjuster: T. Reese",
     "Golden Harvest Mutual"),
    ("Ins: Suncoast Health Plan ID SHP-902116637-01", "Suncoast Health Plan"),
    ("Insurance: Empire Keystone member EKP771932045", "Empire Keystone"),
    ("Performing lab: Meridian Genomics, accession MGL-24-0337815", "Meridian Genomics"),
    ("FACILITY: BLACK CANYON STATE CORRECTIONAL FACILITY   HOUSING: R-UNIT",
     "BLACK CANYON STATE CORRECTIONAL FACILITY"),
    ("TRANSFERRED FROM: MESA VERDE COUNTY JAIL\n", "MESA VERDE COUNTY JAIL"),
    ("School: Lincoln Elementary, 3rd grade", "Lincoln Elementary"),
    ("Home infusion: CareWell Infusion, pharmacist on call", "CareWell Infusion"),
    # a venue, a sanctioning body and a kind of centre
    ("Dive center: Coral Shelf Divers, 11420 Overseas Hwy, Marathon, FL", "Coral Shelf Divers"),
    ("Venue: Memorial Field House, 410 Franklin St, Johnstown, PA", "Memorial Field House"),
    ("Test center: Pearson Brightway, room 2", "Pearson Brightway"),
])
def test_value_of_an_organisations_field_is_an_organisation(text: str, name: str) -> None:
    assert covered(text, name, "ORG")


@pytest.mark.parametrize(("text", "words"), [
    ("Ins: Medicare A/B, Medicaid secondary", "Medicare"),
    ("Lab: Hemoglobin 9.2", "Hemoglobin"),
    ("Destination: Home with family", "Home"),
    ("Facility: SNF", "SNF"),
    ("Hospice: Pending", "Pending"),
    ("Transferred from: Outside Hospital", "Outside"),
    ("FACILITY: BLACK CANYON STATE CORRECTIONAL FACILITY   HOUSING: R-UNIT", "HOUSING"),
    ("Venue: TBD, likely the gym", "TBD"),
    ("Infusion center: Outpatient Infusion, 2nd floor", "Outpatient"),
])
def test_a_kind_or_a_national_payer_in_an_organisations_field_stays(text: str,
                                                                   words: str) -> None:
    spans = PLACES.analyze(Document(text))
    at = text.index(words)
    assert not any(s.start < at + len(words) and at < s.end for s in spans)


@pytest.mark.parametrize(("text", "town"), [
    ("Northbrook Retina & Eye Associates | Evanston office   DOS: Fri 8/23", "Evanston"),
    ("WIC appointment: Pawtucket office, 3/12.", "Pawtucket"),
    ("Seen at our Scottsdale location.", "Scottsdale"),
    ("CALLED BOSTON OFFICE", "BOSTON"),
    ("to proceed with catheter ablation at our Livonia lab.", "Livonia"),
    ("labs drawn at the Dedham site today", "Dedham"),
    ("Disposition: treatment centre appt, Sligo centre 23:50", "Sligo"),
    ("referred on to the Nairobi depot", "Nairobi"),
])
def test_town_before_office_or_campus_is_a_location(text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "town"), [
    ("HE IS A FIREFIGHTER WITH WORCESTER FIRE DEPT LADDER 4.", "WORCESTER"),
    ("ARRIVED BY: WEYMOUTH FIRE ALS, FULL SPINAL PRECAUTIONS", "WEYMOUTH"),
    ("BY EMS (CAMBRIDGE FIRE RESCUE 2)", "CAMBRIDGE"),
    ("brought by boston ems after a fall", "boston"),
    ("brought in by new bedford police", "new bedford"),
])
def test_town_before_its_fire_or_police_service_is_a_location_where_case_says_nothing(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("HOUSE FIRE LAST YEAR", "HOUSE"),
    ("READING FIRE SAFETY PAMPHLET", "READING"),
    ("MOBILE EMS UNIT ON SCENE", "MOBILE"),
])
def test_everyday_word_before_a_fire_or_police_service_is_no_town(text: str,
                                                                 word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "word"), [
    ("Home office visit", "Home"),
    ("GRANDMOTHER IN SANDWICH", "SANDWICH"),
    ("from Mexico (Spanish speaking)", "Spanish"),
    ("Sudan (Darfur region)", "Darfur"),
    ("Mobile office", "Mobile"),
    ("Seen in the Temple office", "Temple"),
    ("Main campus", "Main"),
    ("the Lyme lab was negative", "Lyme"),
    ("Mobile lab at bedside", "Mobile"),
    ("Home centre visit", "Home"),
])
def test_everyday_word_before_office_is_no_town(text: str, word: str) -> None:
    spans = PLACES.analyze(Document(text))
    at = text.index(word)
    assert not any(s.start <= at < s.end for s in spans)


@pytest.mark.parametrize(("text", "address"), [
    ("6 Kingfisher Row | Portsmouth, NH", "6 Kingfisher Row"),  # a bar closes it
    ("Suite 4, 27 Esplanade Parade, Southport QLD 4215", "27 Esplanade Parade"),
])
def test_titled_street_closing_a_letterhead_field_is_an_address(text: str,
                                                                address: str) -> None:
    assert covered(text, address, "ADDRESS")


@pytest.mark.parametrize(("text", "acronym"), [
    ("LAKESHORE HEART & VASCULAR INSTITUTE - EP LAB\n- F/u LHVI AF clinic 3 months", "LHVI"),
    ("Attends Valley Springs Community Health Center; VSCHC nurse called", "VSCHC"),
])
def test_the_acronym_of_a_found_organisation_is_found_too(text: str, acronym: str) -> None:
    assert covered(text, acronym, "ORG") or covered(text, acronym, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    # the initials would spell a clinical abbreviation or a word
    ("Seen at Community Health Foundation. CHF exacerbation.", "CHF"),
    ("Transferred from Good Samaritan Hospital. GSH level low.", "GSH"),
    # a council that registers clinicians, before the registration it names
    ("Dr Catriona Blyth, GP (OOH)  GMC 7034412", "GMC"),
    ("Signed Ruth Adebayo RM   NMC PIN 08I2345E", "NMC"),
    ("Dr. Ciaran Mac Giolla MICGP\nIMC No. 418822", "IMC"),
    ("dr nurul / HO kavitha (MMC 71204)", "MMC"),
    ("Dr Iain Morrison, OOH GP   GMC not listed", "GMC"),
])
def test_an_acronym_that_spells_a_term_stays(text: str, word: str) -> None:
    assert touched(text, word) == []


def test_facility_name_found_once_is_found_again() -> None:
    text = "FROM CALVERT HOSPITAL. 7/23 AT CALVERT- 2 FFP GIVEN"
    second = text.rindex("CALVERT")
    spans = PLACES.analyze(Document(text))
    assert any(s.start <= second < s.end and s.type == "LOCATION" for s in spans)


@pytest.mark.parametrize(("text", "word"), [
    ("new ST elevations in V1-V3", "ST"),
    ("NSR to ST HR 90-104", "ST"),
    ("sinus tach ST with PVCs", "ST"),
    ("seen by Dr. Smith today", "Dr"),
    ("cardiac rehab referral", "rehab"),
    ("transferred from outside hospital", "outside"),
    ("wanted to leave hospital AMA", "leave"),
    ("WANTED TO LEAVE HOSPITAL AMA", "LEAVE"),
    ("GH deficiency suspected", "GH"),
    ("due to GH deficiency", "GH"),
    ("EPISODE OF CHB RATE 30", "CHB"),
    ("NPH insulin changed to NPH 10 units", "NPH"),
    ("went to OSH ER first", "OSH"),
    ("propofol at 45MC/KG/HR", "45MC"),
    ("PT TO BOTH SIDES", "BOTH"),
    ("given 4U REG SQ", "4U"),
    ("had 1 brief run svt, back to sr", "1 brief run"),
    ("HR 60s 1st AV block", "1st AV"),
    ("PROPOFOL INC TO 20", "INC"),
    ("NURSE FOR ARRANGEMENTS CONCERNING PUMP", "ARRANGEMENTS"),
    ("took 2 St John's wort tabs", "St John's"),
    ("to st without ectopy", "st"),
    ("The Road to recovery is long.", "Road"),
    ("discussed senior living options with family", "senior"),
    ("drove down the road to the ER", "road"),
    ("ON THE ROAD TO RECOVERY", "ROAD"),
    ("went back on ST elevation protocol", "ST"),
    ("discussed with Jones Dr. Smith", "Dr"),
    ("signed off to Smith Dr", "Dr"),
    ("RR 18, BP 120/80", "RR 18"),
    ("Probate Court hearing; Drug Court", "Court"),
    ("the County health department", "County"),
    ("home at 77 Cedar Ridge Rd, space is limited", "space"),
    ("born in Breech position", "Breech"),
    ("Allergies: Penicillin, India ink", "Penicillin"),
    ("Pt, Vietnam veteran", "Pt"),
    ("Referred to General Pediatrics and Developmental Pediatrics.", "General"),
    ("Referred to Acute Inpatient Rehab.", "Inpatient"),
    ("Pelvic Floor Rehab twice weekly", "Floor"),
    ("Went to Drug Rehab twice", "Drug"),
    ("Followed by Internal Medicine and Family Practice.", "Internal"),
    ("Seen in Complex Care Pediatrics clinic.", "Complex"),
    ("Staying at the Homeless Shelter downtown.", "Homeless"),
    ("Attends Little Sprouts Daycare on weekdays.", "Attends"),
    ("Sunnybrook facial grading score 60.", "Sunnybrook"),
    ("Cataract surgery OS on 1/16.", "Cataract"),
    ("Orthopedic Group meeting at noon.", "Orthopedic"),
    ("Took the highway home; Northwest wing.", "Northwest"),
    ("Riverside Pediatrics", "Pediatrics"),
    ("Dr. Smith at Bedside today; Dr. Lee from Cardiology called", "Bedside"),
    ("Dr. Lee from Cardiology called", "Cardiology"),
    ("transferred to the Community Hospital", "Community"),
    ("Called Community Hospital for records", "Called"),
    ("seen at 1400 Jones Dr aware", "Jones"),
    ("CALLED AT 1400 JONES DR AWARE", "DR AWARE"),
    ("GIVEN AT 1400 2 TABS ST ELEVATION", "TABS ST"),
    ("Oxycodone ER 20 mg q12h.", "Oxycodone"),
    ("Denture clinic Tuesday.", "Denture"),
    ("Pulmonary Function Lab called with results.", "Pulmonary"),
    ("Cath Lab activated; Sleep Lab tomorrow.", "Cath"),
    ("Per Clinical Research Coordinator.", "Clinical"),
    ("Needs Home Care. Call Urgent Care if fever.", "Call"),
    ("Dispo: Home With Home Health.", "With"),
    ("sent to pulmonary function lab", "function"),
    ("Followed by Pediatric Home Care.", "Pediatric"),
    ("Seen at Mercy Hospital (Aurora ward)", "Aurora"),
    ("Moved to 7 E Tower, bed 12.", "Tower"),
    ("Given 2 N Saline, then home.", "Saline"),
    ("Lives alone, 2 Lasix daily", "Lasix"),
    ("Home: Normal", "Normal"),
    ("Wound 3 x 4 sq cm, clean.", "sq"),
    ("Referred to Interventional Cardiology.", "Interventional"),
    ("Follow up in Movement Disorders Neurology.", "Movement"),
    ("Consult Pediatric Urology.", "Pediatric"),
    ("Referred to Adult Cardiology.", "Adult"),
    ("Seen at Main Radiology.", "Main"),
    ("Mohs Dermatology removed it.", "Mohs"),
    ("Seen by Radiation Oncology today.", "Radiation"),
    ("Adult Congenital Cardiology clinic.", "Congenital"),
    ("Mother brought him to Children's Clinic.", "Children's"),
    ("Seen in Heart Failure Clinic.", "Failure"),
    ("Switched from Lasix to Bumex.", "Lasix"),
    ("Pt from OSH with sepsis.", "OSH"),
    ("She lives in Guatemala.", "Guatemala"),
    ("Started Home PD last year.", "Home"),
    ("Victim of House Fire.", "House"),
    ("Hx of Idiopathic PD on Sinemet.", "Idiopathic"),
    ("given via NG 14 Fr tube", "NG"),
    ("UOP 400 via Foley.", "Foley"),
    ("Give 10 ul. Saline 5, then flush", "Saline"),
    ("Anti-ro 52 antibodies, Pre-si 4, Gram-si", "Anti"),
    ("Anti-ro 52 antibodies, Pre-si 4, Gram-si", "Gram"),
    ("Heparin 5 ul. Normal saline 3 ml", "Normal"),
    ("Monitoring 24 h, then Scoring 3 of 5.", "Monitoring"),
    ("Sister (Aurora ward) visiting.", "Aurora"),
    ("Allergies: Penicillin, Sulfa, Codeine.", "Codeine"),
    ("Meds: ASA, Plavix, Lasix.", "Plavix"),
    ("PMH: CHF, Asthma - stable.", "Asthma"),
    ("Meds: Lasix, Coreg, Normal saline", "Normal"),
    ("Dx: CHF, Diabetes, Hypertension.", "Hypertension"),
    ("Moved to the 2nd Floor after the 3rd Dose.", "2nd"),
    ("Lives in Washington with wife.", "Washington"),
    ("Needs skilled nursing and rehab after discharge.", "nursing"),
    ("abdomen flat 3, 4 quadrants", "flat"),
    ("pain in left hand since fall", "left"),
    ("Pain in Left Hand", "Left"),
    ("settled in new home with son", "new"),
    ("lives at the shelter in winter, with sister in summer", "winter"),
    ("lives at home in good spirits", "good"),
    ("a 45-year-old with drainage from Left Lower Lobe", "Left"),
    ("blood on pad which pt states are from hemrroids", "hemrroids"),
    ("PT FROM MICU, STABLE", "MICU"),
    ("pt from snf, alert", "snf"),
    ("gave gifts to children's birthday party", "children's"),
    ("ADMISSION H&P reviewed", "H"),
    # a room's number and a comma before a street named without one; a bed's number
    # before a postcode
    ("Room 4, Knocklyon Road", "Room"),
    ("Bed 12 SW1A 1AA", "Bed"),
    # Suffixes that end clinical phrases on lines without case information.
    ("new findings on chest ct.", "chest"),
    ("pt on hypoxic drive, abg pending", "hypoxic"),
    ("new st depression on inferior st, trop neg", "inferior"),
    ("pt remains on tube feeds per rd.", "feeds"),
    ("st changes on repeat st, cards aware", "repeat"),
    # a specimen's medium written like a brand
    ("Received in CytoLyt, 20 mL.", "CytoLyt"),
    # a diabetic ulcer's grade, named for the school that wrote the classification
    ("Wagner grade 2 / University of Texas 1A | Size", "University of Texas"),
    ("UT (University of Texas) grade IIB ulcer", "University of Texas"),
    ("Audiometry (mod. Hughson-Westlake) | 250 Hz", "Westlake"),
    # a year opening the line after a street; English words around "avenue"
    ("Lives at 418 Linden Ave\n2020 Review pending", "Review"),
    ("Grade 2, 10000 Units given", "Units"),
    ("seen on Ward 4, 2020 Review pending", "Review"),
    ("explored 14 avenue options with the family", "avenue"),
    # common words after a street and its comma, a clause going on after them
    ("lives at 5 Oak St, Sister visits daily", "Sister"),
    # a department's contact in brackets after its head, no branch's town
    ("Pharmacy (Gerald) called: home meds not on the list", "Gerald"),
    # a result's or a service's label that shortens like a residence
    ("Res: Negative", "Negative"),
    ("District: Nursing Services", "Nursing"),
])
def test_clinical_text_is_not_a_place(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "org"), [
    ("he is an rn, works at Harford Memorial.", "Harford Memorial"),
    ("Works at Acme Widget Co. as a clerk", "Acme Widget Co."),
    ("employed by Bethlehem Steel for 30 yrs", "Bethlehem Steel"),
    ("retired from Westinghouse in 1990", "Westinghouse"),
    ("HUSBAND CEO OF IBM.", "IBM"),
    ("wife is a teacher at Roland Park Country School", "Roland Park Country School"),
    ("employer: Johnson Controls", "Johnson Controls"),
    ("member of Grace Baptist Church", "Grace Baptist Church"),
    ("graduated from University of Delaware", "University of Delaware"),
    ("works for Zeta Dynamics Inc", "Zeta Dynamics Inc"),
    ("works as a barista at Blue Bottle", "Blue Bottle"),
    ("return to work at Home Depot next week", "Home Depot"),
    ("Employer at injury: Ace Hardware", "Ace Hardware"),
    ("She attends Lakeview Elementary and plays soccer", "Lakeview Elementary"),
    ("ATTENDS MAPLEWOOD ELEMENTARY", "MAPLEWOOD ELEMENTARY"),
    ("Bayou Pharmacy called back", "Bayou Pharmacy"),
    ("Filled at Ashbury Apothecary", "Ashbury Apothecary"),
    ("voucher from Kalamazoo Housing Authority", "Kalamazoo Housing Authority"),
    ("Attends Living Waters Fellowship weekly", "Living Waters Fellowship"),
    ("stays at the Driftwood Light Mission", "Driftwood Light Mission"),
    # A place-name compound, or a rare town name before a business head word.
    ("cc: Dr. Pembrooke, Lakeside Internal Medicine", "Lakeside"),
    ("| Hillcrest Family Health, 88 Mercer Ave", "Hillcrest"),
    ("prior epidural at Northgate Women's (per pt)", "Northgate"),
    ("Consult with hematopath (Sunnybrook).", "Sunnybrook"),
    ("INR check at the Bayside anticoag clinic.", "Bayside"),
    ("Provider: Cascadia Orthopedic Group.", "Cascadia"),
    ("Facility: Larkspur PT & Sports", "Larkspur"),
    ("designer at the Wexford Ledger newspaper", "Wexford"),
    # A practice named before its specialty: a rare word or two capitalised words
    ("Seen at Meadowlark Dermatology for rash.", "Meadowlark"),
    # a hospital's acronym after an admission word; "Children's" alone as a hospital
    ("LAST ADMIT MGH '02 FOR CHF.", "MGH"),
    ("transferred to SMC for cath", "SMC"),  # no registration follows
    ("Followed at Children's until age 21, now here", "Children's"),
    ("FOLLOWED BY DR LEVESQUE AT CHILDREN'S, NOW AT LAHEY", "CHILDREN'S"),
    ("Report to Dr. Kim, Blue Ridge Dermatology.", "Blue Ridge"),
    ("Follows with Bluebonnet Cardiology.", "Bluebonnet"),
    ("Seen at Sunrise Dermatology last week.", "Sunrise"),
    # a practice's specialty shortened; a tattoo shop and a sperm bank named before
    # their heads; a school district of a kind, on a line in capitals
    ("Scheduled 1/14/2025 0900, Northsound Derm Silverdale office.", "Northsound"),
    ("one in 2021 at Black Anchor Tattoo, licensed shop", "Black Anchor"),
    ("PACIFIC CREST CRYOBANK\nDONOR SCREENING & ELIGIBILITY", "PACIFIC CREST"),
    ("BUS: VALLEY CONSOLIDATED SCHOOL DISTRICT bus #22", "VALLEY CONSOLIDATED SCHOOL DISTRICT"),
    ("Worked 31 years for Central Consolidated School District. No hx",
     "Consolidated School District"),
    # More employment cues; a hyphenated name; a generic head closing a name.
    ("Patient drives long-haul for Tri-County Freight Lines (CDL).",
     "Tri-County Freight Lines"),
    ("laid off from Harbor Gate Shipyard in July", "Harbor Gate Shipyard"),
    ("Her employer (Oregon Garden Nursery) called.", "Oregon Garden Nursery"),
    # An "Employer:" field in capitals holds the employer whatever its words are.
    ("EMPLOYER: COASTAL BEND DRYWALL  INS: CIGNA", "COASTAL BEND DRYWALL"),
    ("Works 2nd shift at Pinnacle Logistics.", "Pinnacle Logistics"),
    ("Dad works double shifts at Harbor Freight, not present.", "Harbor Freight"),
    ("lives in Methuen and works full time at Market Basket; can help", "Market Basket"),
    # everyday words before a business's head where case says nothing
    ("daughter works at signature healthcare, says best to call", "signature"),
    ("works nights at amazon warehouse in stoughton", "amazon"),
    ("I work until 5pm at Westminster Nail Supply. Call me", "Westminster Nail Supply"),
    ("works 3 days a week at Costco", "Costco"),
    ("I work 6am-2pm at Costco so call after", "Costco"),
    ("retired bus driver (formerly with Stagecoach Oxfordshire), seen", "Stagecoach"),
    # "is a" and a word shaped like a trade before "at"
    ("Pt is a machinist at Raytheon. Dtr flying in", "Raytheon"),
    ("She was a welder at Electric Boat for 20 yrs.", "Electric Boat"),
    ("PT IS A MACHINIST AT GE", "GE"),
    # a job in lower case after "Occupation:", a comma and the employer
    ("Occupation: commercial pilot, Northern Tier Air Charter; total time 3,420 h",
     "Northern Tier Air Charter"),
    # a trade before "at" or "for"; "drives a cab for"
    ("31-year-old woman, software tester at Salesforce (remote)", "Salesforce"),
    ("Working again as a bus mechanic for the MBTA at the garage.", "MBTA"),
    ("(machinist at Texas Instruments in Attleboro)", "Texas Instruments"),
    ("bus driver for mbta on the 39 line", "mbta"),
    ("He drives a taxi for Metro Cab at night.", "Metro Cab"),
    # a business the patient owns
    ("FAMILY OWNS PAPAS PIZZA IN WALTHAM.", "PAPAS"),
    ("Pt co-owns Blue Fin Seafood with his brother.", "Blue Fin Seafood"),
    # a generic word inside a school's name after a distinctive one
    ("attends Liberty Middle School. FOB", "Liberty Middle School"),
    ("School: Kennedy Magnet High School", "Kennedy Magnet High School"),
    # a truck named by its use; the heads of congregations, guilds and travel firms
    ("Drives delivery truck for Pacific Rim Produce Distributors.",
     "Pacific Rim Produce Distributors"),
    ("hurts at church (New Covenant Tabernacle). No fevers.", "Covenant Tabernacle"),
    ("pt prefers no visits from Hope Chapel volunteers", "Hope Chapel"),
    ("quilting w/ the Thimble and Thread Guild on Thursdays", "Thread Guild"),
    ("booked via Condor Trails Expeditions, booking ref 4", "Condor Trails Expeditions"),
    # an ambulance service named for its landscape, in capitals
    ("TRANSPORT: GROUND ALS, FOUR CORNERS AMBULANCE UNIT 12", "FOUR CORNERS AMBULANCE"),
    # a hospital named by its region's word alone
    ("anti-K per pt (reported at Mercy Regional in 2021)", "Mercy Regional"),
    # capitalised words joined to an organisation by "&" are part of its name
    ("Lakeshore Arthritis & Rheumatology Associates\n2280 N. Halsted St",
     "Lakeshore Arthritis & Rheumatology Associates"),
    ("Works as foreman at Great Lakes Pipe & Fitting; missed 2 days.",
     "Great Lakes Pipe & Fitting"),
    ("Staple removal at Midwest Brain & Spine Institute, 9000 W. Wisconsin Ave",
     "Midwest Brain & Spine Institute"),
    # an ambulance service, a partnership, a collaborative and a project by name
    ("Arrival via EMS (Tri-County Ambulance unit 14)", "County Ambulance"),
    ("Referred to Piedmont Caregiver Partnership for home visits",
     "Piedmont Caregiver Partnership"),
    ("Southside Community Health Collaborative - CHW HOME VISIT",
     "Southside Community Health Collaborative"),
    ("- mold: referred Eastbay Tenant Rights Project, emailed intake",
     "Eastbay Tenant Rights Project"),
    ("back to bowling league at Lucky Strike Lanes on Tuesdays", "Lucky Strike"),
    # a town's public service whole, though a rule took the town as a place first
    ("Law enforcement: Westfield Police Department, Officer R. Castellanos",
     "Westfield Police Department"),
    ("Springfield Fire Department responded", "Springfield Fire Department"),
    ("Officer M. Kowalczyk, Fresno PD.", "Fresno PD"),
    ("Brought in by Boston Police.", "Boston Police"),
    ("Omaha Fire and Rescue transported.", "Omaha Fire"),
    ("Rockland County EMS brought him in", "Rockland County EMS"),
    ("EMS called 0352. Gwinnett County Fire Medic 12 arrived", "Gwinnett County Fire"),
    # a service written in full is named by the capitalised words before it, though no
    # town list holds them
    ("Department: Riverbend Fire Department, Station 6", "Riverbend Fire Department"),
    ("Arrival: 06:52 via Oak Hollow Fire Rescue Engine 12 / Medic 3",
     "Oak Hollow Fire Rescue"),
    # a school in capitals with its grade's word; a district, a library and a lodge
    ("WILLOW CREEK MIDDLE SCHOOL — HEALTH OFFICE DAILY LOG", "WILLOW CREEK MIDDLE SCHOOL"),
    ("District: Pine Hollow Unified School District", "Pine Hollow Unified School District"),
    ("Site: Eastgate Public Library community room", "Eastgate Public Library"),
    ("staying at Hope Lodge on 312 W. Alder St until Day +100", "Hope Lodge"),
    # nationwide chains, laboratories, payers and centres
    ("pt says given at Walgreens on Farmington Ave", "Walgreens"),
    ("labs drawn at Quest Diagnostics; LabCorp result pending", "Quest Diagnostics"),
    ("labs drawn at Quest Diagnostics; LabCorp result pending", "LabCorp"),
    ("Insurance: Aetna PPO", "Aetna"),
    ("referred to MD Anderson for a second opinion", "MD Anderson"),
    ("tox sent to NMS Labs", "NMS Labs"),
    ("Rx sent to CVS pharmacy on Main", "CVS pharmacy"),
    ("Insurance: Blue Cross Blue Shield of Texas  ID ZGP884120577",
     "Blue Cross Blue Shield of Texas"),
    ("CBC, CMP Mondays by home RN; send to Quest; results to Dr. Diallo", "Quest"),
    ("case mgr to send referral to Option Care Health if discharged", "Option Care Health"),
    ("Insurance: Blue Cross Blue Shield PPO", "Blue Cross Blue Shield"),
    # everyday words capitalised after a preposition, before an organisation's head
    ("Sees her LCSW at Open Door Counseling every other week.", "Open Door"),
    ("Pt arrived via Ride Right Medical Transport, skipped breakfast.", "Ride Right"),
    ("nights at Second Chance Thrift + classes", "Second Chance"),
    ("barista at Common Grounds Coffee, with numbness", "Common Grounds"),
    ("took an Uber home; meets friends at Starbucks", "Uber"),
    ("took an Uber home; meets friends at Starbucks", "Starbucks"),
    # a payer, a state's Medicaid programme, a jail's health care contractor
    ("Insurance: Anthem auth # ANT-5520918873", "Anthem"),
    ("BILLING: AHCCCS member ID A83992014", "AHCCCS"),
    ("SW to help set up rides through KanCare.", "KanCare"),
    ("- Jail medical records (NaphCare).", "NaphCare"),
    ("hope: \"I'll get to go to Disney World.\"", "Disney World"),
    ("HD since 06/2022 at Fresenius Kidney Care Eastgate MWF.", "Fresenius Kidney Care"),
    ("Nurse-Family Partnership - Fresno County Dept of Public Health", "Nurse-Family Partnership"),
    # a facility or an institution on a line in capitals
    ("RECEIVING: CHILLICOTHE VALLEY CORRECTIONAL INSTITUTION\nINMATE: LITTLEBEAR, T",
     "CHILLICOTHE VALLEY"),
    # fields joined by "&" or "and" inside a name on a line in capitals
    ("LAKESHORE HEART & VASCULAR INSTITUTE - CARDIAC ELECTROPHYSIOLOGY LABORATORY",
     "LAKESHORE HEART & VASCULAR INSTITUTE"),
    ("LAKESHORE HEART AND VASCULAR INSTITUTE\nPROCEDURE NOTE", "LAKESHORE HEART AND VASCULAR"),
    ("Bluegrass Allergy & Asthma Associates | 2200 Harrodsburg Rd",
     "Bluegrass Allergy & Asthma Associates"),
    # the place a named hospital serves, after "of"
    ("MERCY CHILDREN'S HOSPITAL OF THE VALLEY\nCHILD PROTECTION TEAM", "VALLEY"),
    ("Transferred from Mercy Hospital of Central Texas yesterday", "Central Texas"),
    # a practice named by a distinctive word and the two fields it serves
    ("Fax progress to Olympic Bone & Joint 253.555.0172 before 10/21 appt.",
     "Olympic Bone & Joint"),
    ("Referred to Red Rock Foot & Ankle for orthotics.", "Red Rock Foot & Ankle"),
    ("Prairie Lung & Sleep called with the titration results.", "Prairie Lung & Sleep"),
    ("Therapy at Lincoln Park Hand & Upper Extremity Therapy twice weekly",
     "Lincoln Park Hand & Upper Extremity Therapy"),
    ("Seen by Cascade Heart and Vascular in May", "Cascade Heart and Vascular"),
    ("RIVER VALLEY HEART & VASCULAR\nCARDIAC REHAB PHASE II", "RIVER VALLEY HEART & VASCULAR"),
    # a hospital called by its place and "General" alone
    ("Transferred to Riverside General for cath.", "Riverside General"),
    # "Co" without its period after two capitalised words, the clause going on in
    # lower case
    ("new tattoo R forearm at Iron Lotus Tattoo Co in Midtown.", "Iron Lotus Tattoo Co"),
    # a note's first line naming its organisation before the kind of record
    ("HARBOR LIGHT RECOVERY SERVICES OTP - DOSING NURSE NOTE\n322 F St",
     "HARBOR LIGHT RECOVERY SERVICES OTP"),
    ("CASCADIA AIR - IN-FLIGHT MEDICAL EVENT REPORT (CABIN)\nFlight: CZ", "CASCADIA AIR"),
    ("Prior transfusion at Allegheny General, no reaction.", "Allegheny General"),
    ("Admitted to Toronto General in 2019 for pneumonia", "Toronto General"),
    # a children's hospital called by its place or its founder and "Children's"
    ("Attending: Dr. Greta Falk, Sanford Children's PPC team", "Sanford Children's"),
    ("Seattle Children's cardiology follows", "Seattle Children's"),
    ("Braxton Hicks likely; to Women & Children's L&D if regular", "Women & Children's"),
    ("transferred to Boston Children's for repair", "Boston Children's"),
    # a children's hospital named for the place it serves, in capitals too
    ("CHILDREN'S HOSPITAL OF THE HIGHLANDS - PICU / Complex Care Unit 4",
     "CHILDREN'S HOSPITAL OF THE HIGHLANDS"),
    ("PT WENT TO CHILDREN'S HOSPITAL OF THE VALLEY FOR F/U", "CHILDREN'S HOSPITAL OF THE VALLEY"),
    # a note's first line naming a company with its legal suffix
    ("GUARDIAN PEAK MUTUAL LIFE INSURANCE CO.\nATTENDING PHYSICIAN'S STATEMENT",
     "GUARDIAN PEAK MUTUAL LIFE INSURANCE CO."),
    ("HELIX POINT DIAGNOSTICS, INC.  |  CLIA #: 05D2119870\nPANEL",
     "HELIX POINT DIAGNOSTICS, INC."),
    # a brokerage is a firm's head
    ("Broker: MedRoute Brokerage     Dispatch 619-555-0100", "MedRoute Brokerage"),
    # a residence's name before "Assisted Living"; a registry and a depot as heads
    ("c/o Whispering Pines Assisted Living, 4400 Old Stage Rd", "Whispering Pines"),
    ("LifeThread Donor Registry - Donor Center Operations", "LifeThread"),
    ("Drop milk at Hays Community Milk Depot today.", "Hays Community Milk"),
    ("life insurance claim (Keystone Mutual claim KM-CL-7730215) is on hold", "Keystone"),
    # a name in camel case before a registry's head, a column gap after it
    ("Bank: NorthStar Cord Blood Registry   Client Services 1-800-555-0100", "NorthStar"),
    # a word before a facility's modifier names the organisation before a generic head
    ("Donor referred to Heartland Regional Blood Center today.", "Heartland"),
    # an ordinal opening a congregation's or a bank's name
    ("local group meets at First Lutheran Church, Kearney.", "First Lutheran Church"),
    ("loan from First National Bank today", "First National Bank"),
    ("she mentioned Keystone Leaf Dispensary in town.", "Keystone Leaf Dispensary"),
    # a cooperative's name, its "Co-op" whole
    ("sells eggs to the Maple Hollow Grain Co-op on Fridays", "Maple Hollow Grain Co-op"),
    # heads only a business ends with: a liquor store, a tour or expedition outfitter
    ("Arrested near Quik Stop Liquor on N. Chester Ave.", "Quik Stop"),
    ("EXPEDITION MEDICAL LOG - Summit Ridge Adventures Khumbu trip", "Summit Ridge"),
    # a company's legal form after a comma
    ("Carter v. Summit Freightways, Inc., Circuit Court", "Summit Freightways, Inc."),
    ("works for Hartwell Logistics, LLC in town", "Hartwell Logistics, LLC"),
    # a club and a bookkeeper; a name that evokes a landscape before a head
    ("The Marlow Heights Lions Club also offers free exams", "Marlow Heights Lions"),
    ("does the books at Cobalt Ledger Bookkeeping on weekends", "Cobalt Ledger"),
    ("Heartland Electrophysiology Group - DEVICE CLINIC", "Heartland Electrophysiology"),
    # a community health centre by its capitals; charities
    ("Ellen Whitcombe, RN BSN\nRefugee Health Coordinator, Riverbend CHC", "Riverbend"),
    ("connected with Catholic Charities of Central Ohio today", "Catholic Charities"),
])
def test_employer_or_organization_is_labelled(text: str, org: str) -> None:
    start = text.index(org)
    spans = PLACES.analyze(Document(text))
    assert any(s.start <= start and s.end >= start + len(org.rstrip(".")) for s in spans
               if s.type in ("ORG", "LOCATION"))


@pytest.mark.parametrize(("text", "word"), [
    ("works at home most days", "home"),
    ("works in construction", "construction"),
    ("WORKS AT NIGHT", "NIGHT"),
    ("retired from teaching", "teaching"),
    ("just finished nursing school", "nursing school"),
    ("reads at an elementary level", "elementary"),
    ("went to public elementary school", "elementary"),
    ("Elementary school teacher", "Elementary"),
    ("Inpatient Pharmacy notified", "Inpatient"),
    ("Discussed with Outpatient Pharmacy", "Outpatient"),
    ("Oncology Pharmacy to dispense", "Oncology"),
    ("Attends Living Waters Fellowship weekly", "Attends"),
    ("went to the church in town", "church"),
    ("WORKS AS AIDE IN ICU AT NIGHT", "ICU"),
    ("works at City Hospital", "City"),
    ("Works in Spanish and English.", "Spanish"),
    ("Works in Radiology.", "Radiology"),
    ("He was let go from the job.", "job"),
    ("EMPLOYER: RETIRED  INS: MEDICARE", "RETIRED"),
    ("employer: self", "self"),
    ("no ladder or roof work for 2 weeks", "2"),
    ("working memory is at the 12th percentile", "12th"),
    ("just finished Middle School", "Middle"),
    ("Nursing School graduate", "Nursing"),
    ("EMPLOYER: COASTAL BEND DRYWALL  INS: CIGNA", "INS"),
    ("IS A CANDIDATE FOR CABG", "CABG"),
    ("He is a smoker at baseline", "baseline"),
    ("PT IS A FULL CODE AT THIS TIME", "TIME"),
    ("works at grocery store", "grocery"),
    ("works at local warehouse", "local"),
    ("works full time at home", "home"),
    ("teacher for 20 yrs, retired", "20"),
    ("PT IS A TEACHER FOR THE BLIND", "BLIND"),
    ("she is a nanny for two kids", "kids"),
    ("case manager for pt, will call", "pt"),
    ("She owns a dog.", "dog"),
    ("PT OWNS HIS HOME", "HOME"),
    ("owns 2 cats", "cats"),
    ("Tylenol works well at bedtime.", "bedtime"),
    ("Previously at Baseline she walked 2 blocks.", "Baseline"),
    ("Lunch from mom's kitchen", "mom's"),
    ("Allergy: Shellfish and Seafood", "Shellfish"),
    ("History of Coal Workers' Pneumoconiosis", "Workers"),
    ("Sells jam at the Women's Market", "Women's"),
    ("cooks in the pt's kitchen", "pt's"),
    ("Parkinson's Cafe meets monthly", "Parkinson's"),
    ("WORKS AT SUNNY'S TIRE", "SUNNY'S"),
    ("He was worked up at Outside Hospital for chest pain.", "Outside"),
    ("Walking Tours daily with PT.", "Walking"),
    ("Plan: Regional anesthesia. Spinal vs Regional block.", "Regional"),
    ("CALLED AMBULANCE. PRIVATE AMBULANCE TO HOME", "PRIVATE"),
    ("BLS Ambulance arrived at 0300", "BLS"),
    ("Pt went by Private Ambulance to home.", "Private"),
    ("QI Project on sepsis bundles; Research Project consent signed", "QI"),
    ("QI Project on sepsis bundles; Research Project consent signed", "Research"),
    ("Referred to Cedar Clinic & Dr Smith", "Dr"),
    ("Meds at school: Humalog via Omnipod 5 pump", "Humalog"),
    ("Health District notified; School District policy", "Health"),
    ("Health District notified; School District policy", "School"),
    ("PT ATTENDS MIDDLE SCHOOL", "MIDDLE"),
    ("pt drew a blue cross on the map", "blue"),
    ("Insurance: Blue Cross Blue Shield of Texas  ID ZGP884120577", "ID"),
    ("a quest for answers", "quest"),
    ("Duluth police report filed", "report"),
    ("referred to Nicotine Replacement Therapy", "Replacement"),
    ("referred to Well Baby Clinic", "Baby"),
    ("referred to Dialectical Behavior Therapy", "Behavior"),
    ("transferred to Open Heart Surgery", "Open"),
    ("PT TO GO TO LONG TERM CARE FACILITY", "LONG"),
    ("drinks Black Coffee daily", "Black"),
    ("sang the national anthem", "anthem"),
    ("Talked about WIC enrollment - appt 4/2.", "WIC"),
    ("ADMITTED FROM MENTAL HEALTH INSTITUTION", "MENTAL"),
    ("REFERRED TO HEART AND VASCULAR INSTITUTE\nFOR EVAL", "VASCULAR"),
    ("TRANSFERRED TO MERCY HOSPITAL OF HER CHOICE", "CHOICE"),
    ("went to the hospital of her choice", "choice"),
    ("dexmedetomidine intranasal, backup Propofol infusion", "Propofol"),
    # the fields alone, a side or an exam before them, a pair going on in lower case
    ("XR Left Foot & Ankle ordered", "Left"),
    ("Summit Heart & Lungs clear to auscultation", "Summit"),
    ("Dorsal Hand & Wrist: swelling improved", "Dorsal"),
    ("SEPSIS WITH RESULTING SHOCK LIVER & KIDNEY INJURY", "SHOCK"),
    # an office before "General", a specialty after it, a heading, a sentence's first word
    ("Per the Surgeon General advisory on vaping", "Surgeon"),
    ("Consult General Surgery for the hernia", "Consult"),
    ("Exam: Constitutional General: NAD", "Constitutional"),
    ("Plan reviewed. Consult General.", "Consult"),
    # a drug or a kind of ward before "Children's"
    ("Gave Motrin Children's suspension 10 mL", "Motrin"),
    ("Bed 4 on the Women and Children's unit", "Women"),
    # a title naming a department, a service or a record, or built from a term
    ("EMERGENCY DEPARTMENT - TRIAGE NOTE\nArrived by EMS", "EMERGENCY"),
    ("INTERFACILITY TRANSFER - ACCEPTANCE NOTE\nCaller: RN", "INTERFACILITY"),
    ("PROGRESS NOTE - DAY 3\nStable overnight", "PROGRESS"),
    ("BEHAVIORAL HEALTH - CRISIS LINE CALL RECORD\nCaller", "BEHAVIORAL"),
    # a children's hospital of no named place; "CO" without its period
    ("went to the children's hospital of our region", "region"),
    ("CARDIAC OUTPUT CO\nThermodilution", "CARDIAC"),
    # a form's next field after a column gap is no part of the name before a head
    ("Bank: NorthStar Cord Blood Registry   Client Services 1-800-555-0100", "Client"),
    ("Client: Mrs. Winifred Thackeray   Agency ID: VB-HH-030917", "Agency"),
    # a drug or an agent before a specialty's word in lower case
    ("Pacemaker? No. No Gadolinium allergy.", "Gadolinium"),
    ("Continue Vyvgart infusion q4wk.", "Vyvgart"),
    # a modifier and a generic head with no name before them
    ("Regional Blood Center called back.", "Regional"),
    ("Our Community Health Center opens at 8.", "Community"),
    # a drug or a pharmacy before a dispensary's or a foundation's head
    ("Methadone Dispensary window opens at 6.", "Methadone"),
    ("Pharmacy Foundation grant renewed.", "Pharmacy"),
    ("Pt Co-op with exam, calm.", "Co"),
    # a listed brand of a device before a word of its kind
    ("TMS device: NeuroStar Advanced Therapy, serial on file", "NeuroStar"),
    # a legal form after a comma needs a capitalised name before it
    ("Labs stable, Inc. ok", "stable"),
    ("Occupation: retired, Lives alone with cat", "Lives"),
    # kind words or a verb before a service's full name name no town
    ("Called City Police Department about the report.", "City"),
    ("Volunteer Fire Department responded.", "Volunteer"),
    ("Notified Fire Department.", "Fire"),
])
def test_generic_employers_are_not_organizations(text: str, word: str) -> None:
    assert touched(text, word) == []


def test_room_numbers_are_locations_when_enabled() -> None:
    text = "moved to room 512 bed 2 overnight"
    assert covered(text, "512 bed 2", "LOCATION")
    assert PlacesRecognizer(redact_room_numbers=False).analyze(Document(text)) == []


@pytest.mark.parametrize(("text", "room"), [
    ("Case 7 services deck 9 aft incl. cabin 9310 - possible link.", "9310"),
    ("Stateroom 4-117, deck 4", "4-117"),
    ("Meeting: 10/02/2024 1300, conf rm B-214 | Prepared by", "B-214"),
    # a column headed by the room or the cabin holds its number alone in each cell
    ("| # | Name | Cabin | Age |\n|---|---|---|---|\n| 1 | HALVORSEN, Ingrid | 8231 | 67 |",
     "8231"),
    ("| Bed | Rm # | Dx |\n| 1 | 12B | CHF |", "12B"),
])
def test_a_ships_cabin_or_a_room_column_holds_a_room_number(text: str, room: str) -> None:
    assert covered(text, room, "LOCATION")


@pytest.mark.parametrize("text", [
    "Guest + spouse isolated to cabin 24 h after last symptom",
    "cabin pressure 8000 ft",
    "kept in room 4 hours",
    "| Cabin | Age |\n| aft, deck 9 | 67 |",
    # a maker's line of products is no facility
    "Terminal clean used Virex instead of Clorox Healthcare Bleach",
])
def test_a_span_of_time_or_a_product_line_is_no_place(text: str) -> None:
    assert [t for t in found(text) if t[0] == "LOCATION"] == []


@pytest.mark.parametrize(("text", "ward"), [
    ("ST. AGATHA MEDICAL CENTER - 4 WEST MICU Bed 12 | Shift", "4 WEST MICU"),
    ("Location: 5 North family conference room", "5 North"),
    ("NGUYEN (3288410) | 6 SOUTH | Troponin I", "6 SOUTH"),
    ("moved to 7 East Neuro ICU today", "7 East Neuro ICU"),
    ("pt transferred back to 4 west at 1400", "4 west"),
    ("PT TO 12 EAST REHAB TOMORROW", "12 EAST REHAB"),
    ("NAME: LAFLEUR, HOPE M         UNIT/RM: 3 WEST-318B | MED REC NO", "3 WEST-318B"),
    ("transferred to 4 North Pt stable", "4 North"),
    ("Transferred to 4 West Oncology, stable.", "4 West Oncology"),
])
def test_wards_named_by_floor_and_compass_point_are_locations(text: str, ward: str) -> None:
    assert covered(text, ward, "LOCATION")


@pytest.mark.parametrize(("text", "words"), [
    ("walked 4 west along the hall", "4 west"),
    ("given stat 4 west of the line", "4 west"),
    ("took I-5 North to the clinic", "North"),
    ("3 West Nile cases this year", "West Nile"),
    ("2 North Carolina trips", "North Carolina"),
])
def test_a_compass_point_that_names_no_ward_is_kept(text: str, words: str) -> None:
    assert not any(t == "LOCATION" for t, _ in touched(text, words))


def test_wards_stay_when_room_numbers_are_kept() -> None:
    text = "moved to 7 East Neuro ICU today"
    assert PlacesRecognizer(redact_room_numbers=False).analyze(Document(text)) == []


def test_room_air_is_not_a_room_number() -> None:
    assert found("sats 94% on room air") == []


@pytest.mark.parametrize("text", [
    "Cedar Point Hospital - IR Suite 2\n\nPatient: see chart",
    "Endoscopy Suite 3 at 0800",
    "to Procedure Suite 1 for TEE",
])
def test_a_suite_after_a_hospital_rooms_word_is_no_address(text: str) -> None:
    assert not any(kind == "ADDRESS" for kind, _ in found(text))


def test_spans_carry_recognizer_and_reason_without_the_value() -> None:
    text = "lives at 19 Clover St. in Lansdowne, MD 21227; transferred to GH"
    spans = PLACES.analyze(Document(text))
    assert spans
    for s in spans:
        assert s.recognizer == "places"
        assert s.reason and text[s.start:s.end] not in s.reason


def test_empty_text_gives_nothing() -> None:
    assert PLACES.analyze(Document("")) == []
    assert PLACES.analyze(Document("   \n")) == []


@pytest.mark.parametrize("text", [
    "St. " * 10000, "to " * 15000, "lives in white " * 4000, "Baltimore, MD " * 4000,
    "12 Oak Hill Park Ridge Run Way " * 2000, "TRANSFER TO QUARTERMAIN 2 " * 2000,
    "works at Acme Inc " * 3000, "GH " * 10000,
])
def test_odd_input_finishes_without_timeout(text: str) -> None:
    PLACES.analyze(Document(text))  # PatternTimeout would fail the test


@pytest.mark.parametrize(("text", "town"), [
    ("SOCIAL: SISTER MAFALDA FROM WORCESTER CALLED, UPDATED.", "WORCESTER"),
    ("sister and brother-in-law in from hartford. very supportive.", "hartford"),
    ("dad to arrive in am from albany.", "albany"),
    ("daughter Amy in Boston calls daily", "Boston"),
    ("52M trucker, home base Omaha; on road 3 wk/mo.", "Omaha"),
    ("Mum rang from Leeds at tea time", "Leeds"),
    ("Son phoned from Dayton this am", "Dayton"),
    ("PT IS 92 YO MAN, FORMER MAYOR OF DANVERS.", "DANVERS"),
    ("lives on the outskirts of Albany", "Albany"),
    # A town whose words are all everyday words, named by its head or a compass point.
    ("Brother in Fall River, message left.", "Fall River"),
    ("brother in fall river, message left.", "fall river"),
    ("family from east boston, pt owned a market", "east boston"),
    ("PT RETIRED IN SOUTH BOSTON 1999.", "SOUTH BOSTON"),
])
def test_known_town_after_a_relative_or_an_arrival_is_a_location(text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "quarter"), [
    ("3rd grade at P.S. 321 in Park Slope. Tic disorder", "Park Slope"),
    ("interviewed at her home in Ukrainian Village, Chicago.", "Ukrainian Village"),
    ("pt lives alone in somerville near union square, works as a cook", "union square"),
    ("GSW X2 TO ABD IN UPHAMS CORNER. TAKEN TO CARNEY", "UPHAMS CORNER"),
    # ... or a landmark visited
    ("(LIFEGUARD AT NANTASKET BEACH AS A TEEN)", "NANTASKET BEACH"),
    # "Little" and a country or a city: the quarter of a community
    ("niece Widline (lives in Little Haiti, NE 2nd Ave)", "Little Haiti"),
    ("family in little saigon", "little saigon"),
    # the neighbourhood or the town written right after a street address
    ("Home visit at 77 Orchard Lane, Unit B (Pine Hollow). Outlet grounded", "Pine Hollow"),
    ("Residence: 3306 N. Sycamore Ave, Lot 14, BRIGHTON FLATS\nTaken", "BRIGHTON FLATS"),
    # ... or closing its clause, perhaps on the next line, when one of its words is rare
    ("Lived at 19 Orchard Row,\nLittle Harrow before admission.", "Little Harrow"),
    ("Lived at 19 Orchard Row, Wexbridge before admission.", "Wexbridge"),
    # a known town whose first word opens towns' names, anywhere
    ("San Francisco was fun.", "San Francisco"),
    ("Wants it done before new job at Port of New Orleans security.", "New Orleans"),
    # "Port" or "Fort" before a rare word no list protects
    ("Embark: Port Canaveral 09 Mar 2026", "Port Canaveral"),
    ("Port Cozumel 12 Mar: pt advised not to go ashore", "Port Cozumel"),
    # a known town after a word that tells a part of it apart
    ("family lives at 77 Tannery Row in Old Millbury. TB risk neg.", "Old Millbury"),
    ("moved to West Boston in May", "West Boston"),
])
def test_a_quarter_of_a_town_after_a_location_cue_is_a_location(text: str,
                                                               quarter: str) -> None:
    assert covered(text, quarter, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Pain in Left Side and back", "Side"),
    ("pain in right side", "side"),
    ("ULCER IN RIGHT CORNER OF MOUTH", "CORNER"),
    ("lesion in upper corner of the wound", "corner"),
    ("fluid in blood island", "island"),
    # which door of a street address, not which place
    ("lives at 12 Oak St (Rear Entrance)", "Rear"),
    ("discharged to assisted living placement", "assisted"),
    # the eponym of a device after a port
    ("R chest port accessed with Port Huber needle", "Huber"),
])
def test_a_side_before_a_quarters_head_is_no_place(text: str, word: str) -> None:
    spans = PLACES.analyze(Document(text))
    at = text.index(word)
    assert not any(s.start <= at < s.end for s in spans)


@pytest.mark.parametrize(("text", "town"), [
    ("Discharged to Lutheran Home of Wauwatosa for rehab.", "Wauwatosa"),
    ("Transferred from Valley Baptist\u2013Harlingen ED.", "Harlingen"),
    # "of the" before a region's name, and a word that makes a region of a town
    ("CHILD PROTECTION TEAM\nChildren's Hospital of the Ozarks - CPT", "Ozarks"),
    ("Lifeline alert through Elder Services of the Merrimack Valley, intake worker",
     "Merrimack Valley"),
    ("Receives meals from Elder Services of Worcester Area.", "Worcester Area"),
])
def test_town_after_an_institution_and_of_or_a_dash_is_a_location(text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize("text", [
    "Center of Excellence for Stroke",
    "School of Nursing open house",
    "Church of Christ youth group",
    "Home of Hope shelter",
    "Church of the Nazarene youth group", "Clinic of the Heart team",
])
def test_everyday_word_after_an_institution_and_of_is_no_town(text: str) -> None:
    spans = PLACES.analyze(Document(text))
    assert not [s for s in spans if s.reason == "city after facility or address"]


@pytest.mark.parametrize("text", [
    "Switched back from Normal saline to LR.",
    "Back from Dialysis at 1400.",
    "Pt in from home, up from OR at 1500.",
    "wife Mary in Normal spirits today",
    "suburbs of normal size on CT",
    # a language after "in"
    "together we sang (he sang a verse in Navajo).",
    "interview conducted in Tigrinya via interpreter",
])
def test_ward_or_common_word_after_in_from_is_no_town(text: str) -> None:
    assert not [s for s in PLACES.analyze(Document(text)) if s.type == "LOCATION"]


@pytest.mark.parametrize(("text", "district"), [
    ("moved from Seocho-gu last year", "Seocho-gu"),
    ("lives in Yeoksam-dong with her son", "Yeoksam-dong"),
])
def test_korean_district_is_a_location(text: str, district: str) -> None:
    assert covered(text, district, "LOCATION")


@pytest.mark.parametrize(("text", "town"), [
    ("Address: 12 MG Road, Bengaluru 560001", "Bengaluru"),
    ("r/o Kachiguda, Hyderabad 500027", "Hyderabad"),
    ("44 JP Nagar 2nd Phase, Bengaluru - 560078", "Bengaluru"),
    ("Lives in Boston 02118 with wife", "Boston"),
])
def test_known_town_before_a_postal_code_closing_the_line_is_a_location(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize("text", [
    "Mobile 36602.",  # an everyday word
    "Lasix 40000 units",
    "Boston 02118 cells per field",  # the code does not close the line
])
def test_word_before_five_digits_is_no_town_unless_a_known_one_closing_the_line(
        text: str) -> None:
    assert not [s for s in PLACES.analyze(Document(text)) if s.type == "LOCATION"]


@pytest.mark.parametrize(("text", "code", "town"), [
    ("14 Kings Road, Harrogate HG2 8PT", "HG2 8PT", "Harrogate"),
    ("Montreal, QC H2X 3K8", "H2X 3K8", "Montreal"),
    ("app. 5, Montréal (QC) H2L 2H7. Dx: MS", "H2L 2H7", "Montréal"),
    ("bureau 310, Montréal (Québec) H3T 1E2", "H3T 1E2", "Montréal"),
    ("Aberdeen AB15 4YL", "AB15 4YL", "Aberdeen"),
    ("Dublin D01 K2P4", "D01 K2P4", "Dublin"),
    ("Postcode: M14 5TQ", "M14 5TQ", None),
    ("Bondi NSW 2026", "NSW 2026", None),
    # a town of two words: a doubled word, an opening word or a known town
    ("Lives in Wagga Wagga NSW 2650.", "NSW 2650", "Wagga Wagga"),
    ("3 Jetty Rd, Port Augusta SA 5700", "5700", "Port Augusta"),
    # ... or up to three words a place's ending closes
    ("Address: 7/23 Banksia Pde, Kallaroo Heights QLD 4510", "QLD 4510", "Kallaroo Heights"),
    # A postcode and town closing a street line, before or after each other.
    ("Wohnhaft Hauptstraße 5, 10115 Berlin", "10115", "Berlin"),
    ("Lives at Keizersgracht 221, 1015 CJ Amsterdam.", "1015 CJ", "Amsterdam"),
    ("ul. Kwiatowa 14 m. 7, 31-418 Kraków", "31-418", "Kraków"),
    ("12 Cuba Street, Wellington 6011", "6011", "Wellington"),
    ("14 Long St, Sea Point, Cape Town 8005", "8005", "Cape Town"),
    ("14 Long St, Sea Point, Cape Town 8005", "8005", "Sea Point"),
])
def test_foreign_postcode_and_its_town_are_labelled(
        text: str, code: str, town: str | None) -> None:
    assert covered(text, code, "ADDRESS")
    if town is not None:
        assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Spine L4 5 normal", "L4"),
    ("lesion at T2 4NP level", "T2"),
    ("hgb 12.5 C5 6PR", "6PR"),
])
def test_level_or_code_that_looks_like_a_postcode_is_kept(text: str, word: str) -> None:
    assert touched(text, word) == []


def test_a_period_closing_a_sentence_stays_outside_an_organization() -> None:
    text = "attends Liberty Middle School. FOB"
    spans = [s for s in PLACES.analyze(Document(text)) if s.type == "ORG"]
    assert [text[s.start:s.end] for s in spans] == ["Liberty Middle School"]


@pytest.mark.parametrize(("text", "city"), [
    ("Country of origin: Afghanistan; transit Islamabad. Arrived 4/28.", "Islamabad"),
    ("Guest embarked Southampton 9/1.", "Southampton"),
    ("family of 5 from aleppo via gaziantep, arrived 7/10", "gaziantep"),
    ("deployed to Kandahar 2010", "Kandahar"),
    ("2031Z Decision: divert Ketchikan (KTN). ETA 2107Z.", "Ketchikan"),
    ("flight diverted to Anchorage", "Anchorage"),
    # a family's event away from home, where no list holds the town
    ("missed dose when they went to funeral in Tsolo. No cough", "Tsolo"),
    ("on holiday in Mbour last week", "Mbour"),
])
def test_a_leg_of_a_journey_names_a_city(text: str, city: str) -> None:
    assert covered(text, city, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("given via Foley", "Foley"), ("via Hickman", "Hickman"), ("transit time 3 hours", "time"),
    ("funeral in Spanish", "Spanish"), ("holiday in Heavy rain", "Heavy"),
    ("reported in Bethesda category IV", "Bethesda"), ("embarked on a diet", "diet"),
    ("diverting Loop ileostomy", "Loop"),
])
def test_a_route_or_a_clinical_word_after_a_journey_cue_is_no_city(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "value"), [
    ("Found at 44.9778 N, 93.2650 W by EMS", "44.9778 N, 93.2650 W"),
    ("Scene 44°58'40\"N 93°15'54\"W", "44°58'40\"N 93°15'54\"W"),
    ("GPS 44.97781,-93.26502 per dispatch", "44.97781,-93.26502"),
    ("Location: 44.97781, -93.26502", "44.97781, -93.26502"),
    ("lat 44.978 long -93.265", "44.978"),
])
def test_geographic_coordinates_are_locations(text: str, value: str) -> None:
    assert covered(text, value, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Force 12.50 N applied to the graft", "12.50"),
    ("Labs 1.234, 5.678 unchanged", "1.234"),
    ("LAT 12.5 cm view", "12.5"),
    ("lesion location 95.123, 200.456 mm from the verge", "200.456"),
])
def test_measurements_are_not_coordinates(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "address"), [
    ("Rural route: RR 3 Box 88A, Tama, Iowa", "RR 3 Box 88A"),
    ("Lives 2 hrs away (Rt 1 Box 47, Normal IL 61761)", "Rt 1 Box 47"),
    ("mail to Route 2 Box 5 in town", "Route 2 Box 5"),
    ("at his daughter's house at 77 Chamisa Loop today", "77 Chamisa Loop"),
    ("moved to 4 Cobble Row near the river", "4 Cobble Row"),
    # ... or placed by a building people go to before its house number
    ("CALLED BACK 22:21, MEETING FAMILY AT OFFICE 1049 LAKE ST 22:45.", "1049 LAKE ST"),
    ("dad will drop it at home 14 Mill St tonight", "14 Mill St"),
    # a house number on an interstate, its lanes' direction and the town after it
    ("Clinic: 9020 Interstate 40 W, Amarillo TX", "9020 Interstate 40 W"),
    ("8800 I-40 E, Amarillo", "8800 I-40 E"),
    # a street whose abbreviated suffix only a street has, with no word placing it
    ("location: under the Grand Ave overpass near the park", "Grand Ave"),
    # a house number and the half of its lot
    ("Address: 218 1/2 Delmar Ave, South Hill      Home phone:", "218 1/2 Delmar Ave"),
    # an avenue numbered after its type; a county road named by letters, the house
    # numbered by its grid's direction; a floor after the street
    ("Current address: Camp bldg C, 8800 Avenue 14, Hanford CA 93230", "8800 Avenue 14"),
    ("mailed to N2714 County Rd V, Lodi WI 53555 per CMS", "N2714 County Rd"),
    ("lives at W5678 Maple Rd, Sparta", "W5678 Maple Rd"),
    ("Counseling Group, 5824 Forbes Ave, 2nd Fl, Squirrel Hill", "5824 Forbes Ave, 2nd Fl"),
    # a quarter of the city after "Dr"; Texas's ranch and farm roads
    ("via Zoom or in person at 4100 Mesa Verde Dr NE campus.", "4100 Mesa Verde Dr NE"),
    ("URGENT CARE - WESTLAKE\n8840 Ranch Road 620 N, Austin, TX 78726", "8840 Ranch Road 620 N"),
    ("lives at 12400 FM 1960 W, Houston, TX 77065", "12400 FM 1960 W"),
    # a road's number inside its name; a capital after the house number and a hyphen
    ("Family lives at 4417 N Mile 7 Rd, colonia Las Milpas area", "4417 N Mile 7 Rd"),
    ("grandson at 1520-B Kalihi Pl, Kalihi. Drives a van", "1520-B Kalihi Pl"),
])
def test_rural_route_boxes_and_placed_streets_are_addresses(text: str, address: str) -> None:
    assert covered(text, address, "ADDRESS")


@pytest.mark.parametrize(("text", "word"), [
    ("loop 2 of the circuit at 10 L/min", "loop"),
    ("ran at 5 mph on the treadmill", "ran"),
    # the dose, maker, lot and site columns of an immunisation table
    ("Fluzone Quad 10/12/2023  1    PMC UT8104   RD   DESERT MALLOW PHARMACY", "PMC"),
    # a number that opens no field before a town is no house number
    ("Visit 2 Pittsburgh, PA 15213", "Visit 2"),
    # a short number before "Ave" and a number is a count, not an avenue's house
    ("Take 2 Ave 5 times", "Ave"),
    # a respiratory rate after a heart rate is no farm road
    ("VS: HR 110 RR 122 (recount) BP 130/80", "RR"),
    # a dose and "st" (stat) before a comma on a line in one case
    ("took 2 doses st, no relief.", "doses"),
    ("gave 2 units rd, pt aware.", "units"),
])
def test_words_of_exercise_circuits_and_tables_are_no_addresses(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "town"), [
    ("Address: 55 Banpo-daero, Seocho-gu, Seoul. Dx: gastric ca", "Seoul"),
    ("Lives at 12 Oak St, Springfield, with wife", "Springfield"),
    ("transferred from Mercy Hospital, Omaha.", "Omaha"),
    ("Incident: 4410 Old Mill Rd (Dollar General lot), Lumberton. Crew: 2", "Lumberton"),
])
def test_known_town_after_a_found_address_or_place_and_a_comma_is_a_location(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "town"), [
    ("pt location: home, 1408 Sable Creek Dr, Doverton (confirmed at start)", "Doverton"),
    ("Address on file: 5520 Calle Nopal, Unit B, San Isidro Heights\n\nINTERPRETER",
     "San Isidro Heights"),
])
def test_a_rare_town_closing_the_clause_after_a_numbered_street_is_a_location(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "district"), [
    ("Address: 14 Kingfisher Close, Chorlton, Manchester M21 9TL.", "Chorlton"),
    ("Home: 7 Beech Road, Heaton Moor, Stockport SK4 4LU", "Heaton Moor"),
    # ... or between a street and a telephone number, a floor between them
    ("Three Rivers Counseling Group, 5824 Forbes Ave, 2nd Fl, Squirrel Hill, 412.555.0150",
     "Squirrel Hill"),
])
def test_district_between_a_street_and_its_town_is_a_location(
        text: str, district: str) -> None:
    assert covered(text, district, "LOCATION")


@pytest.mark.parametrize(("text", "town"), [
    ("Donor hospital St. Columba Regional Medical Center, Kearney Flats. KDPI 22%",
     "Kearney Flats"),
    ("DIRECTIONS: 2207 Old Quarry Rd, Lone Elm. From the highway turn L", "Lone Elm"),
    ("outside CT from Bluestem Open MRI & Imaging, Cedar Hollow, dated 2024.06.03",
     "Cedar Hollow"),
    ("Crossed to a farmacia in Nuevo Cedral, Tamaulipas on 2/27", "Nuevo Cedral"),
    ("prefers d/c home with son in Pelham Crossing rather than a facility",
     "Pelham Crossing"),
])
def test_a_town_found_by_its_first_word_takes_the_word_ending_its_name(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("transferred from Omaha Medical Center, stable", "Medical"),
    ("He lives in Boston Tuesday through Friday.", "Tuesday"),
    ("moved to Denver Health, then home", "Health"),
    ("lives in Omaha Family, then home", "Family"),
])
def test_a_head_or_an_everyday_word_after_a_town_stays_outside_it(
        text: str, word: str) -> None:
    assert all(typ != "LOCATION" for typ, _ in touched(text, word))


@pytest.mark.parametrize(("text", "word"), [
    ("Lives at 22 Oak Street, Then, she moved", "Then"),
    ("Lives at 22 Oak Street, Canada, Boston", "Canada"),
    ("Lives at 22 Oak Street, Diabetes, stable", "Diabetes"),
    ("found at 12 Elm St, Pneumonia Ward.", "Pneumonia"),
    ("found at 12 Elm St, Unresponsive.", "Unresponsive"),
])
def test_words_after_a_street_without_a_town_after_them_are_no_district(
        text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "word"), [
    ("Rm 4, Bath at 10 with aide", "Bath"),
    ("Seen in Seocho-gu, Mobile unit arrived", "Mobile"),
    ("Brigade 2 deployed", "Brigade"),
    # a town's name before a part of a building names the part
    ("Wattle Grove Aged Care - Banksia Wing\nResident: PRENDERGAST, Mavis", "Banksia"),
])
def test_room_or_everyday_word_after_a_place_is_no_town(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "town"), [
    ("transferred from Brightwater Medical Center in Lawrence 10/21", "Lawrence"),
    ("pt came from the va in bedford via ambulance.", "bedford"),
    ("DISPO: ACCEPTED TO KINDRED OAKS LTACH IN STONEHAM.", "STONEHAM"),
])
def test_known_town_after_a_facility_and_in_is_a_location(text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "town"), [
    ("bright smiles pediatric dentistry - taunton\ntx note  8/22/22", "taunton"),
    ("STRATA SKIN SCIENCES LABORATORY - NEEDHAM MA   CLIA 22D208914", "NEEDHAM"),
    ("FROM: ATRIUS HEALTH - DEDHAM RHEUMATOLOGY, CASE MANAGER", "DEDHAM"),
    ("metrowest medical center lab, framingham\npt: da silva", "framingham"),
    ("Funeral home: Whitfield & Moss Mortuary, Wilmington, 562-555-0117", "Wilmington"),
    ("heme/onc - mass general cancer center waltham\nwed 2/9/22", "waltham"),
])
def test_known_town_after_a_practices_head_and_a_dash_or_comma_is_a_location(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("seen in urgent care, then sent home", "then"),
    ("Cardiology - Normal sinus rhythm on tele", "Normal"),
    ("consulted cardiology, reading the echo now", "reading"),
])
def test_everyday_word_after_a_practices_head_is_no_town(text: str, word: str) -> None:
    assert touched(text, word) == []


def test_known_town_closing_a_facilitys_line_is_a_location() -> None:
    assert covered("l&d triage note - holy family hospital methuen\nsat 3/18 0215",
                   "methuen", "LOCATION")


@pytest.mark.parametrize(("text", "town"), [
    # a comma before the town and its state closing the line: an address's last part
    ("LAHEY HOSPITAL & MEDICAL CENTER, BURLINGTON MA\nPATIENT: X", "BURLINGTON"),
    ("ADDRESS: 5 OLD CONCORD RD, LINCOLN MA   (LIVES WITH WIFE", "LINCOLN"),
])
def test_town_and_its_state_closing_an_address_line_is_a_location(text: str,
                                                                  town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize("text", [
    "GIVEN 5 MG IV, NORMAL MA",  # no Normal in Massachusetts
    "DIET: SOFT, HOPE ME TOO",   # the code does not close the clause
])
def test_word_and_a_state_code_not_closing_an_address_is_no_town(text: str) -> None:
    assert not [s for s in PLACES.analyze(Document(text)) if s.type == "LOCATION"]


@pytest.mark.parametrize("text", [
    "seen at Mercy Hospital in Normal saline",
    "pt at the rehab in Foley",
])
def test_everyday_or_clinical_word_after_a_facility_and_in_is_no_town(text: str) -> None:
    assert not [s for s in PLACES.analyze(Document(text))
                if s.reason == "town after a facility and 'in'"]


@pytest.mark.parametrize(("text", "words"), [
    ("ACCEPTED AT BRAINTREE SHORES REHAB, BED AVAIL 12/22.", "BRAINTREE SHORES"),
    ("DISPO: ACCEPTED TO KINDRED OAKS LTACH IN STONEHAM.", "KINDRED OAKS"),
    ("Pt from Hillcrest SNF, baseline ambulatory", "Hillcrest"),
])
def test_words_between_a_place_and_a_facility_head_name_the_facility(
        text: str, words: str) -> None:
    assert covered(text, words, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("pt going to Boston acute rehab tomorrow", "acute"),
    ("PLAN: SCREEN FOR LTACH VS SNF", "SCREEN"),
    ("d/c to snf tomorrow", "snf"),
    ("Family wants Comfort Care Hospice.", "Comfort"),
    ("Referred to Palliative Hospice.", "Palliative"),
    ("Pt: Ida Moss   88 y/o F   Hospice ID 22871", "F"),
    ("Needs Home Health after discharge.", "Needs"),
])
def test_clinical_or_plain_words_before_a_facility_head_stay(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "value"), [
    ("while at work (Sunnyvale Packaging Co., 88 Orchard Way).", "88 Orchard Way"),
    ("lives at 12 Birch Hollow; daughter nearby", "12 Birch Hollow"),
    ("sensor at the family apt, 1845 Grand Concourse #6F; landlord", "1845 Grand Concourse #6F"),
    ("1200 K Street NW, Suite 400, Washington, DC 20005", "1200 K Street"),
    ("Address: 12 MG Road, Bengaluru 560001", "12 MG Road"),  # initials name the road
    ("Office: 4 JP Avenue, Kolkata", "4 JP Avenue"),
    # a British close of houses
    ("Re: Mrs Brenda Coyle, DOB 17/09/1948, 9 Beech Croft, Minchinhampton", "9 Beech Croft"),
    ("moved to 4 Orchard Rise, near her son", "4 Orchard Rise"),
])
def test_street_written_as_a_title_closing_the_clause_is_an_address(text: str,
                                                                    value: str) -> None:
    assert covered(text, value, "ADDRESS")


@pytest.mark.parametrize("text", [
    "Grade 2 Heights of the pelvis",
    "gave 5 units with 2 Way catheter",
    "walked 3 Hills then rested",  # the clause goes on
    "gave 12 MG Road trip",  # initials before a suffix need an address cue or a town
    "SEEN AT CLINIC 10 MG ST ELEVATION",
    "Block 2 of the study", "Stand 3 min then sit", "Plot 3 shows a trend", "H no 4",
    "Address: pain control and mobility", "E-mail address: 12 in the inbox",
    "Ward House 3, Bed 2", "He moved house 2, then", "The Business Park is closed",
])
def test_a_number_before_an_everyday_word_is_no_street(text: str) -> None:
    assert [f for f in found(text) if f[0] == "ADDRESS"] == []


@pytest.mark.parametrize(("text", "value"), [
    ("Address: Blk 12 Lot 7, Mabini St., Brgy. Concepcion, Naga City\n",
     "Blk 12 Lot 7, Mabini St., Brgy. Concepcion, Naga City"),
    ("Address: D.No 7-112, Kothapeta, Kavali    Mobile: +91 98480 27316",
     "D.No 7-112, Kothapeta, Kavali"),
    ("Address: Stand 3318, Ext 7, Emthonjeni, Vosloorus\n",
     "Stand 3318, Ext 7, Emthonjeni, Vosloorus"),
    ("Address: Cnoc na Greine, Lisheen Road, Ballinacree, Co. Galway\n",
     "Cnoc na Greine, Lisheen Road, Ballinacree, Co. Galway"),
    # up to a sentence's end or a column gap; a country closing it stays
    ("Address: 2207 Ferncliff Rd, Lot 41, Glen Ashby. Phone on file (555) 412-9076.",
     "2207 Ferncliff Rd, Lot 41, Glen Ashby"),
    ("Address: 17 Ashgrove Ct, Pelham Falls   Phone 555-771-3096",
     "17 Ashgrove Ct, Pelham Falls"),
    ("Address: 12 Oak St, Lagos, Nigeria\n", "12 Oak St, Lagos"),
    # the label in Malay
    ("Alamat: No. 14, Jalan 3/9A, Seksyen 3, 43650 Bandar Baru Bangi\n",
     "No. 14, Jalan 3/9A, Seksyen 3, 43650 Bandar Baru Bangi"),
    # the label as a usual address, and in Finnish and Portuguese
    ("Usual address: Nilpinna Station via Oodnadatta SA 5734\nNOK: husband",
     "Nilpinna Station via Oodnadatta SA 5734"),
    ("Osoite: Rantatie 7 B 12, 58900 Rantasalmi   puh. 040 555 2371",
     "Rantatie 7 B 12, 58900 Rantasalmi"),
    ("Morada: Rua Padre Cruz, 41, 2.\u00ba Esq., 1600-562 Lisboa\n",
     "Rua Padre Cruz, 41, 2.\u00ba Esq., 1600-562 Lisboa"),
])
def test_the_value_of_an_address_field_is_found_whole(text: str, value: str) -> None:
    start = text.index(value)
    end = start + len(value)
    spans = PLACES.analyze(Document(text))
    assert all(any(s.start <= i < s.end for s in spans) for i in range(start, end)
               if text[i] not in " ,.")
    assert not any(s.end > end and s.start < end + 3 for s in spans)


@pytest.mark.parametrize(("text", "value"), [
    ("filed a report with NYPD 115th Precinct (complaint #2023-115-04471).", "115th Precinct"),
    ("votes at Precinct 12 in the spring", "Precinct 12"),
])
def test_a_numbered_precinct_is_a_location(text: str, value: str) -> None:
    assert covered(text, value, "LOCATION")


@pytest.mark.parametrize(("text", "value"), [
    ("Address: Purok 3, Brgy. Malinaw, Sta. Barbara", "Purok 3"),
    ("Address: Purok 3, Brgy. Malinaw, Sta. Barbara", "Brgy. Malinaw"),
    ("Several neighbours in Sitio Kabugao also with dengue", "Sitio Kabugao"),
    ("BRGY. SAN ISIDRO, CALAMBA", "BRGY. SAN ISIDRO"),
    ("Address: Blk 12 Lot 8 Sampaguita St., Brgy. San Isidro\nPartner: wife", "Brgy. San Isidro"),
    ("lives in Kampung Baru with her son", "Kampung Baru"),
    ("Taluka Haveli, Pune district", "Taluka Haveli"),
    ("Mobile Unit 2 parked at Rancho Las Palmas labor camp", "Rancho Las Palmas"),
])
def test_a_locality_named_after_its_word_is_a_location(text: str, value: str) -> None:
    assert covered(text, value, "LOCATION")


@pytest.mark.parametrize(("text", "value"), [
    ("Referred by the Barangay Health Worker", "Barangay Health Worker"),
    ("cleared by the Barangay Captain today", "Barangay Captain"),
])
def test_a_localitys_office_is_no_location(text: str, value: str) -> None:
    assert touched(text, value) == []


@pytest.mark.parametrize(("text", "value"), [
    ("labs drawn at Mercy Hospital, Salem.", "Salem"),
    ("Address: 44 Quarry Hill Road, Barre\nVisit date: 9-18-25", "Barre"),
])
def test_a_town_named_like_an_eponym_closing_an_address_is_the_town(text: str,
                                                                    value: str) -> None:
    assert covered(text, value, "LOCATION")


def test_an_eponym_after_a_facility_that_goes_on_stays() -> None:
    assert touched("Placed at Mercy Hospital, Salem sump to LIWS", "Salem sump") == []


@pytest.mark.parametrize(("text", "value"), [
    ("Seen at Lahey Clinic, Cardiology\n", "Cardiology"),
    ("Mercy Hospital, Inpatient\nnext", "Inpatient"),
    ("St. Luke's Hospital, Radiology\n", "Radiology"),
])
def test_a_department_after_a_facility_and_a_comma_is_no_town(text: str, value: str) -> None:
    assert touched(text, value) == []


@pytest.mark.parametrize(("text", "place"), [
    ("No recent travel; went hiking at Mount Sugarloaf last week.", "Mount Sugarloaf"),
    ("climbed Mt. Washington in May", "Mt. Washington"),
    # a lake, and the place named after it up to its tail
    ("swimming at Lake Tahoe last week", "Lake Tahoe"),
    ("at a job site near Lake Erie Bluffs Park he felt a pop", "Lake Erie Bluffs Park"),
])
def test_mount_before_a_capitalised_word_is_a_location(text: str, place: str) -> None:
    assert covered(text, place, "LOCATION")


@pytest.mark.parametrize(("text", "crossing"), [
    ("FOUND SEATED ON CURB AT TANAGER AVE AND W 14TH ST OUTSIDE", "TANAGER AVE AND W 14TH ST"),
    ("MVC at the corner of Elm St & Grove Ave, restrained driver", "Elm St & Grove Ave"),
])
def test_two_named_streets_joined_are_a_crossing(text: str, crossing: str) -> None:
    assert covered(text, crossing, "ADDRESS")


@pytest.mark.parametrize(("text", "word"), [
    ("ST depression in II and aVF, St and", "aVF"),
    ("Given in ED and Ward St", "ED"),
])
def test_clinical_words_around_and_are_no_crossing(text: str, word: str) -> None:
    assert touched(text, word) == []


def test_a_slashed_number_before_a_street_needs_an_address_cue() -> None:
    assert touched("BP 120/80 Main St", "120/80") == []


def test_a_town_of_three_words_closed_by_a_place_ending_before_a_state_and_zip() -> None:
    assert covered("ADDRESS: HC 61 BOX 3305, RED MESA WASH AZ 86514", "RED MESA WASH",
                   "LOCATION")


@pytest.mark.parametrize(("text", "place"), [
    ("Origin: DR Congo; Nyarugusu camp, Tanzania", "Nyarugusu"),
    ("Eritrea; Shimelba camp, Ethiopia", "Shimelba"),
    ("Afghanistan; processed at Camp As Sayliyah, Qatar", "Camp As Sayliyah"),
    ("Res: Ebusiloli village, Shianda sub-location", "Ebusiloli"),
])
def test_a_camp_named_by_rare_capitalised_words_is_a_location(text: str, place: str) -> None:
    assert covered(text, place, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("went to summer camp in July", "summer"),
    ("He loves Soccer camp", "Soccer"),
    ("Camp Kesem was fun. Camp starts Monday.", "starts"),
    ("moved to a retirement village", "retirement"),
    ("stayed in the Olympic village", "Olympic"),
])
def test_an_everyday_camp_is_no_place(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "word"), [
    ("Mount the splint at night.", "Mount"),
    ("AMS by Lake Louise criteria, score 4", "Louise"),
    ("Lake water exposure; swimmer's ear", "Lake"),
    ("MT SESSION TODAY, PT ENGAGED", "MT"),
])
def test_mount_as_a_verb_or_a_therapy_is_no_place(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "region"), [
    ("Pt lives on Cape Cod with his wife.", "Cape Cod"),
    ("FAMILY SPENDS SUMMERS ON MARTHA'S VINEYARD.", "MARTHA'S VINEYARD"),
    ("moved from the bay area in 2019", "bay area"),
    ("Grew up in the Rio Grande Valley.", "Rio Grande Valley"),
    ("Son lives in the Tri-Cities.", "Tri-Cities"),
    ("summers in the berkshires, winters in florida", "berkshires"),
    ("home PT via VNA of the Pioneer Valley, SOC 3/2", "Pioneer Valley"),
    ("Lives near the Front Range, hikes weekly.", "Front Range"),
    # a part taken by another rule is widened to the whole region
    ("Hospice: Hospice of Cape Cod, Hyannis", "Cape Cod"),
])
def test_a_region_smaller_than_a_state_is_a_location(text: str, region: str) -> None:
    assert covered(text, region, "LOCATION")


@pytest.mark.parametrize(("text", "words"), [
    ("ROM: front range limited by pain", "front range"),
    ("pt moved to east bay near the station", "east bay"),
    ("SERUM IRON RANGE 60-170", "IRON RANGE"),
    ("wound tape secured at four corners", "four corners"),
    ("CT: 3 cm central mass in the right lobe.", "central mass"),
    ("CENTRAL MASS NOTED ON CXR", "CENTRAL MASS"),
    ("R/T SWAN IN PLACE SOCAL : FAMILY PRESENT", "SOCAL"),
])
def test_a_region_whose_words_have_other_senses_needs_capitals(text: str,
                                                                words: str) -> None:
    assert touched(text, words) == []


@pytest.mark.parametrize(("text", "towns"), [
    # a known town joined by a word of a list or a journey to a town found already
    ("Travel: Lagos (Ikeja), then Kano for a wedding, then Accra and Cape Coast; back 4/6",
     ["Lagos", "Ikeja", "Kano", "Accra", "Cape Coast"]),
    ("Recent trip to Lima then Cusco, no fevers.", ["Lima", "Cusco"]),
    ("Family in Tulsa or Enid; she moved to Reno/Sparks last year.",
     ["Tulsa", "Enid", "Reno", "Sparks"]),
])
def test_a_town_joined_to_a_town_is_a_location(text: str, towns: list[str]) -> None:
    for town in towns:
        assert covered(text, town, "LOCATION"), town


@pytest.mark.parametrize(("text", "word"), [
    ("Lives in Houston and Normal saline was given.", "Normal"),
    ("Travel: none. Flew to Lima, then Mobile phone died.", "Mobile"),
    ("Moved to Tulsa and then back home.", "home"),
])
def test_an_everyday_word_after_a_town_and_a_joint_stays(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "town"), [
    # a town of everyday words, each capitalised, after a weak cue
    ("Refill at the CVS in Round Rock.", "Round Rock"),
    ("Works near High Point, drives in.", "High Point"),
])
def test_a_capitalised_town_of_everyday_words_after_a_weak_cue_is_a_location(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("She was in Normal spirits today.", "Normal"),
    ("Seen in Urgent Care, then home.", "Urgent Care"),
    ("sister in round rock", "round rock"),  # no capitals on a line that has them elsewhere
])
def test_everyday_words_after_a_weak_cue_stay_without_a_towns_capitals(
        text: str, word: str) -> None:
    assert touched(f"Pt Seen Today. {text}", word) == []


@pytest.mark.parametrize(("text", "org"), [
    # a business named before the kind of business it is
    ("employer Table Rock Vineyards notified at pt request", "Table Rock Vineyards"),
    ("To: Green Mountain Granite Works - Attn: HR", "Green Mountain Granite Works"),
    ("Lives on the Lazy K Bar Ranch, 18 mi north.", "Lazy K Bar Ranch"),
    ("husband works for Kowalczyk Construction", "Kowalczyk Construction"),
    ("doula from Sol Birth Collective", "Sol Birth Collective"),
])
def test_a_name_before_a_business_head_is_an_organisation(text: str, org: str) -> None:
    assert ("ORG", org) in found(text)


@pytest.mark.parametrize(("text", "word"), [
    ("Likes ranch dressing; no dairy products.", "ranch"),
    ("The plan Works well for her.", "Works"),
    ("PT WORKS AT HOME WITH HER", "WORKS"),
])
def test_business_heads_in_lower_case_or_as_verbs_stay(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "town", "code"), [
    # a ZIP code after a state makes the word before a town the index lacks
    ("88 Clover St\nGlenarden, MD 20706", "Glenarden", "20706"),
    ("Lives in Fernwoodville, WA 98765.", "Fernwoodville", "98765"),
])
def test_a_town_the_index_lacks_before_a_state_and_zip_is_a_location(
        text: str, town: str, code: str) -> None:
    assert covered(text, town, "LOCATION")
    assert covered(text, code, "ADDRESS")


@pytest.mark.parametrize(("text", "town"), [
    ("Caney Fork Regional Hospital | Dillard Gap, KY", "Dillard Gap"),
    ("Caller site: residence, Many Ravens Chapter, AZ - approx 50 mi", "Many Ravens Chapter"),
    ("lives in Dillard Gap, KY with wife", "Dillard Gap"),
    ("SCENE: mobile home, Pont Sauvage, LA - residence", "Pont Sauvage"),
    # a province or state by code or by name
    ("- Sister Chantal, 37, Moncton, NB, endometrial hyperplasia", "Moncton"),
    ("breast cancer at 64, Cambridge, Ontario.", "Cambridge"),
    ("41 Shore Road, Ship Harbour, NS", "Ship Harbour"),
    ("lives in Dillard Gap, Kentucky now", "Dillard Gap"),
    # ... a Mexican or an Indian state by name
    ("Home base: Apatzingán, Michoacán. Currently at the camp", "Apatzingán"),
    ("family in Mananthavady, Kerala; moved here 2019", "Mananthavady"),
    # a word that opens towns before a rare one, or the town closing a street address
    ("EMPLOYER: Gorman Brothers, 1200 Terminal Way, Port Gannet, WA\nFEIN", "Port Gannet"),
    ("lives at 1200 Terminal Way, Lone Pine, California.", "Lone Pine"),
    # ... and there a blank may stand before the state's code closing the line
    ("ADDR: 77 Larkspur Ct, Marrow Falls OH\n", "Marrow Falls"),
])
def test_a_town_the_index_lacks_before_a_state_code_closing_the_clause_is_a_location(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Admitted with Chest Pain, MI.", "Chest Pain"),
    ("Hx: Multiple Sclerosis, MS.", "Multiple Sclerosis"),
    ("Seen by Jane Kowalski, PA", "Jane Kowalski"),  # a credential: the names' business
    ("Worse with Exertion, ON and OFF", "Exertion"),
])
def test_words_before_a_state_code_that_name_no_town_stay(text: str, word: str) -> None:
    assert not any(typ == "LOCATION" and word in value for typ, value in found(text))


@pytest.mark.parametrize(("text", "name"), [
    ("Sunflower Bend Correctional Facility - MEDICAL UNIT", "Sunflower Bend"),
    ("was at Sunflower Bend Penitentiary for 3 yrs", "Sunflower Bend"),
    ("transferred from Red Rock State Prison", "Red Rock"),
])
def test_a_prison_or_jail_named_before_its_head_is_an_organisation(
        text: str, name: str) -> None:
    assert covered(text, name, "ORG")


@pytest.mark.parametrize("text", [
    "admitted from a Skilled Nursing Facility", "Outside Facility records",
    "Pt was in State Prison", "county jail x2",
])
def test_generic_facilities_and_jails_stay(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(("text", "town"), [
    ("Rollover on Hwy 77 about 10 mi S of Snowflake. Restrained.", "Snowflake"),
    ("Lives 20 miles north of Flagstaff.", "Flagstaff"),
    ("Cabin 3 km NE of Taos, no running water.", "Taos"),
])
def test_a_town_after_a_distance_and_a_compass_point_is_a_location(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Pain just south of the umbilicus.", "umbilicus"),
    ("Incision lies north of Normal saline bag.", "Normal"),
])
def test_a_compass_point_before_an_everyday_word_places_no_town(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "code", "town"), [
    # a postcode on a line of its own under the town's line
    ("Millbrook Surgery\n3 Station Parade\nWexcombe\nWX7 1AD\n\nDear Dr Pryce,", "WX7 1AD",
     None),
    ("Unit 4, 118 Fenwick Road\nStalbridge Heath\nST12 9PW\nTel 01632 418 220", "ST12 9PW",
     None),
    # a four- to six-digit postcode closing a street address's line, or the next line
    ("Address: 412 Kahikatea Road, RD 3, Otawhiti 3882\nPh: 07 855 4401", "3882",
     "Otawhiti"),
    ("Lives at 12 Harbour Street\nPortnakelly 4410\nwith wife", "4410", "Portnakelly"),
    # a PIN code written in two groups after a dash
    ("No. 42, 3rd Cross, Kalyanapuram - 635 109\nPh: 04344-226710", "635 109",
     "Kalyanapuram"),
])
def test_a_postcode_closing_an_address_and_its_town_are_labelled(
        text: str, code: str, town: str | None) -> None:
    assert covered(text, code, "ADDRESS")
    if town is not None:
        assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Lives at 12 Main St, Room 1204", "Room"),
    ("Platelets - 250 000 on repeat.", "250 000"),
    ("Ballycorrig, Co. Roscarrig   Eircode R93 KX47", "Eircode"),
])
def test_units_lab_values_and_postcode_labels_are_no_towns(text: str, word: str) -> None:
    assert not [t for t in touched(text, word) if t[0] == "LOCATION"]


@pytest.mark.parametrize(("text", "county", "town"), [
    ("St. Declan's Hospital\nBallycorrig, Co. Roscarrig   Eircode R93 KX47", "Co. Roscarrig",
     "Ballycorrig"),
    ("Farmer from County Mayo, lives alone.", "County Mayo", None),
    ("Dr A. Byrne\n14 Moate Road\nCo. Westmeath\n", "Co. Westmeath", None),
    ("Farmer, lives in Co. Kerry with his son.", "Co. Kerry", None),
    ("Lives alone. From Co. Clare originally.", "Co. Clare", None),
])
def test_a_county_named_after_its_word_is_a_location(text: str, county: str,
                                                     town: str | None) -> None:
    assert covered(text, county, "LOCATION")
    if town is not None:
        assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Seen at County General, then County Hospital.", "County General"),
    ("Acme Packaging Co. Ltd, 4 Mill Lane", "Co. Ltd"),
    ("Co Codamol 30/500 two tablets QDS", "Co Codamol"),
])
def test_a_county_institution_or_a_company_is_no_county(text: str, word: str) -> None:
    assert not [t for t in touched(text, word) if t[1].startswith(("Co", "County"))]


@pytest.mark.parametrize(("text", "word"), [
    ("Referred by the Health District office", "Health District"),
    ("SOUTHWEST DISTRICT OFFICE OF THE CHIEF MEDICAL EXAMINER", "SOUTHWEST DISTRICT"),
    ("- District nurses to remove clips 29/04", "District"),
])
def test_a_service_or_a_direction_before_district_names_no_place(text: str, word: str) -> None:
    assert touched(text, word) == []


def test_a_district_that_opens_an_institutions_name_leaves_it_whole() -> None:
    text = "retired teacher (formerly at Eastern Shore District High) with a tremor"
    assert ("LOCATION", "Eastern Shore District") not in touched(text, "District")


@pytest.mark.parametrize(("text", "street"), [
    ("27 Pennycress Close, Wexcombe WX7 3LB", "27 Pennycress Close"),
    ("Flat 2, 41 Chancery Walk, Stalbridge Heath ST12 4DN", "41 Chancery Walk"),
])
def test_a_close_or_a_walk_after_a_house_number_ends_a_street(text: str, street: str) -> None:
    assert covered(text, street, "ADDRESS")


@pytest.mark.parametrize(("text", "org"), [
    ("Webster pack updated by Banksia Chemist. Waterlow 18.", "Banksia"),
    ("Drives a delivery truck for Painted Desert Propane, was in his own car.",
     "Painted Desert"),
    ("Gets food from the Riverside Pantry.", "Riverside"),
])
def test_a_name_before_a_trade_head_is_an_organisation(text: str, org: str) -> None:
    assert covered(text, org, "ORG")


@pytest.mark.parametrize(("text", "town"), [
    ("Housing: resident at Oxford House Bellamy, Woonsocket since 6/2.", "Woonsocket"),
    ("Pharmacy: Walgreens on S Meridian, Puyallup. Advised fluids.", "Puyallup"),
])
def test_a_known_town_after_the_place_lived_at_or_a_street_is_a_location(
        text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


def test_a_street_named_by_a_compass_point_before_a_town_is_an_address() -> None:
    assert covered("Pharmacy: Walgreens on S Meridian, Puyallup.", "S Meridian", "ADDRESS")


@pytest.mark.parametrize(("text", "word"), [
    ("Lives at home, Normal mood.", "Normal"),
    ("pt on E Precautions, Mobile unit", "E Precautions"),
    ("Lesion on S Aspect, Normal otherwise", "S Aspect"),
    ("Supplies kept on the Top Shelf.", "Top"),
])
def test_everyday_words_near_residence_and_street_cues_stay(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "org"), [
    ("Attends Tuesday group at VFW Post 8812 and volunteers.", "VFW Post 8812"),
    ("Member of Elks Lodge #1127 for years.", "Elks Lodge #1127"),
    ("Clinique familiale des Trois-Pignons\n388 rue Saint-Aubin",
     "Clinique familiale des Trois-Pignons"),
    ("Vue au CLSC de la Haute-Gatineau hier.", "CLSC de la Haute-Gatineau"),
    ("dx 2019 (Hôpital Sainte-Agathe-de-Kildare, Dr Roy)", "Hôpital Sainte-Agathe-de-Kildare"),
    ("Seen at Clinica Santa Maria del Valle last year.", "Clinica Santa Maria del Valle"),
    ("Full shift at Pour Decisions Taproom where she bartends", "Pour Decisions"),
    ("Specialty pharmacy: Alpine Specialty Rx.", "Alpine Specialty"),
    ("Funeral home: Assiniboine Crescent Funeral Chapel, 204-555-0157.", "Assiniboine"),
    ("TOXICOLOGY (Cascade Forensic Toxicology, femoral blood)", "Cascade Forensic"),
    ("burial via Makai Gardens Mortuary", "Makai Gardens"),
])
def test_numbered_posts_and_facilities_named_head_first_are_organisations(
        text: str, org: str) -> None:
    assert covered(text, org, "ORG")


def test_a_va_outpatient_clinic_is_a_facility() -> None:
    assert covered("PACT Team, Sagebrush Flats CBOC", "Sagebrush Flats", "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Rx: amoxicillin 500 mg", "Rx"),
    ("Surgical Pathology report", "Surgical Pathology"),
    ("prayed in the Hospital Chapel", "Hospital Chapel"),
    ("Hospital Course: stable, then home.", "Hospital Course"),
    ("la clinique est fermée le lundi", "clinique"),
    ("Post 3 weeks, healing well.", "Post 3"),
])
def test_headings_and_small_words_near_facility_heads_stay(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "name"), [
    ("Pre-paid arrangements with Hollenbeck & Sons Funeral Home, then burial", "Hollenbeck & Sons"),
    ("Estimate from Delgado and Daughters for the ramp.", "Delgado and Daughters"),
    ("Delivered by Okafor & Son.", "Okafor & Son."),
])
def test_capitalised_words_before_and_sons_name_a_family_firm(text: str, name: str) -> None:
    assert covered(text, name, "ORG")


@pytest.mark.parametrize(("text", "word"), [
    ("Lives with his wife & sons nearby.", "sons"),
    ("Caring for Mother and Daughter visits.", "Mother"),
])
def test_relatives_after_and_are_no_family_firm(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "unit"), [
    ("Army veteran. Served w/ 3rd Squadron, 61st Cavalry at the fort.", "3rd Squadron"),
    ("Army veteran. Served w/ 3rd Squadron, 61st Cavalry at the fort.", "61st Cavalry"),
    ("Served with 1-22 Infantry in Iraq.", "1-22 Infantry"),
    ("He was with the 82nd Airborne Division, then 2/5 Marines.", "82nd Airborne Division"),
    ("He was with the 82nd Airborne Division, then 2/5 Marines.", "2/5 Marines"),
    ("Army vet, A Co. 1st Bn, 5th Special Forces Group", "5th Special Forces Group"),
    ("Navy veteran, afloat with the 26th MEU aboard USS Carter Hall (LSD).",
     "USS Carter Hall"),
])
def test_a_military_unit_or_ship_is_an_organisation(text: str, unit: str) -> None:
    assert covered(text, unit, "ORG")


@pytest.mark.parametrize(("text", "word"), [
    ("Veteran. Admitted to 4th Floor East Wing, 3rd Division of care", "Wing"),
    ("Veteran. Admitted to 4th Floor East Wing, 3rd Division of care", "Division"),
    ("Served aboard USS Ranger. Agent Orange exposure on problem list.", "Agent Orange"),
    # without a service, a veteran or a unit's word in the text no unit is looked for
    ("Forms from Company B were signed by the 3rd Rangers coach.", "Company B"),
])
def test_words_near_a_units_shape_are_no_unit(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "town"), [
    ("Deployed to Fallujah 2004, no blast injury.", "Fallujah"),
    ("Deployed Ramadi, Iraq 2004-2005.", "Ramadi"),
])
def test_where_a_soldier_was_deployed_is_a_place(text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


def test_an_airbag_deployed_before_an_everyday_word_names_no_place() -> None:
    assert touched("airbag deployed Driver side, belted", "Driver") == []


@pytest.mark.parametrize(("text", "word"), [
    ("Discharged Home with VNA. Going Home Tuesday.", "Home"),
    ("Nursing Home placement discussed.", "Nursing"),
    ("CASE MGMT - DISCHARGE PLANNING NOTE\nPt seen.", "CASE"),
])
def test_a_home_or_a_service_without_a_distinctive_word_stays(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "name"), [
    ("WAIKOWHAI DISTRICT HOSPITAL - INPATIENT DISCHARGE SUMMARY\nPt seen.",
     "WAIKOWHAI DISTRICT"),
    ("SAGE FLATS COMMUNITY HOSPITAL - ED TRIAGE\nPt seen.", "SAGE FLATS COMMUNITY"),
])
def test_a_generic_word_in_a_line_of_capitals_joins_the_hospitals_name(
        text: str, name: str) -> None:
    assert covered(text, name, "LOCATION")


def test_a_generic_word_alone_before_a_hospital_in_capitals_names_no_hospital() -> None:
    assert touched("PT SENT TO OUTSIDE COMMUNITY HOSPITAL - ED.\nPt seen.", "OUTSIDE") == []


@pytest.mark.parametrize(("text", "town"), [
    ("Maternal aunt, 70, lives Chennai. Reportedly tested.", "Chennai"),
    ("Father lives Piscataway.", "Piscataway"),
    ("Son living Hoboken with his family.", "Hoboken"),
    ("Sister resides Manchester, has 2 kids", "Manchester"),
    ("Currently residing Dubai (works at a contractor)", "Dubai"),
    # where one lives or was born, in the languages of notes written abroad
    ("Tel. 11 4302-8817\nDomicilio en Lan\u00fas. Acompa\u00f1ada por su madre", "Lan\u00fas"),
    ("N\u00e9 le 12/07/1961 \u00e0 Thi\u00e8s. Domicile : 27 rue des Poissonniers",
     "Thi\u00e8s"),
    ("Patient wohnhaft in Neuk\u00f6lln", "Neuk\u00f6lln"),
])
def test_a_known_town_right_after_lives_is_a_place(text: str, town: str) -> None:
    assert covered(text, town, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("She lives Alone since March.", "Alone"),
    ("Living Will on file.", "Will"),
    ("B\u00e9b\u00e9 n\u00e9 \u00e0 terme, Apgar 9/10", "terme"),
])
def test_an_everyday_word_after_lives_is_no_place(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "name"), [
    ("Seen at Saguaro Kids Clinic today.", "Saguaro Kids"),
    ("Pediatrician: Saguaro Kids Clinic\nok", "Saguaro Kids"),
    ("PCP: Tamarack Family Clinic\nok", "Tamarack Family"),
])
def test_a_rare_word_before_a_clinics_service_words_names_the_clinic(
        text: str, name: str) -> None:
    assert covered(text, name, "LOCATION")


@pytest.mark.parametrize(("text", "word"), [
    ("Seen at Geriatric Family Clinic", "Geriatric"),
    ("Attends Family Clinic on Tuesdays", "Attends"),
    ("Followed at Wound Care Clinic", "Wound"),
])
def test_a_term_or_a_verb_before_a_clinics_service_words_stays(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "name"), [
    ("Referred to Foothill Foot and Ankle Center today.", "Foothill"),
    ("Referred to Northgate Orthopedic & Spine today.", "Northgate"),
    ("Seen at Bayside Ear, Nose & Throat last week.", "Bayside"),
])
def test_a_name_before_a_pair_of_fields_names_a_practice(text: str, name: str) -> None:
    assert touched(text, name) != []


@pytest.mark.parametrize(("text", "word"), [
    ("CC: R Foot and Ankle pain", "Foot"),
    ("Pain in Right Foot & Ankle", "Right"),
    ("Pediatric Foot & Ankle clinic", "Pediatric"),
])
def test_a_pair_of_fields_without_a_name_stays(text: str, word: str) -> None:
    assert touched(text, word) == []


@pytest.mark.parametrize(("text", "street"), [
    ("0.3 mi N of Exit 248 (Sawmill Flats Rd) ramp.", "Sawmill Flats Rd"),
    ("Initial dispatch to Hwy 69 & Old Prospector Hwy corrected", "Old Prospector Hwy"),
    ("lives on Old Mill Rd past the church", "Old Mill Rd"),
    ("lives on New Hope Road with son", "New Hope Road"),
    ("Cross sts: Old Mill Ln / Tanner St", "Old Mill Ln"),
    ("09:10 walked to mailbox at end of Tanager Ct w/ walker", "Tanager Ct"),
    ("farmhouse at the top of Quarry Hill Rd, gravel drive", "Quarry Hill Rd"),
])
def test_a_street_named_in_brackets_after_a_road_or_opening_with_old(
        text: str, street: str) -> None:
    assert covered(text, street, "ADDRESS")


def test_a_lower_case_new_before_a_street_word_stays() -> None:
    assert touched("Rhythm: the new Rd pattern", "new") == []


def test_a_town_before_a_spelled_out_state_and_zip_is_a_place() -> None:
    assert covered("Commerce Tower, Suite 1100\nHarrowgate, Ohio 44308\nTel", "Harrowgate",
                   "LOCATION")


@pytest.mark.parametrize(("text", "name"), [
    ("Last drink 7/27 ~2300 at The Rusty Anchor on Pier Rd.", "The Rusty Anchor"),
    ("came home at 2 a.m. from The Rusty Anchor following a shift", "The Rusty Anchor"),
    ("Lifts at The Iron Yard 4x/wk.", "The Iron Yard"),
    ("Fall on outstretched hand outside The Thistle & Crown on Mercat Wynd.",
     "The Thistle & Crown"),
])
def test_a_capitalised_the_after_a_preposition_opens_a_name(text: str, name: str) -> None:
    assert covered(text, name, "ORG")


@pytest.mark.parametrize(("text", "word"), [
    ("seen at The Emergency Department overnight", "Emergency"),
    ("moved from The Gambia in 2010", "Gambia"),
    ("at The Beginning of shift, pt calm", "Beginning"),
    ("Met with family at The bedside.", "bedside"),
    ("Transferred from The Johns Hopkins Hospital Pediatric ICU", "Pediatric"),
])
def test_generic_words_countries_and_long_runs_after_the_stay(text: str, word: str) -> None:
    assert all(typ != "ORG" or word not in value for typ, value in touched(text, word))


@pytest.mark.parametrize(("text", "name"), [
    ("I punched the wall at Shenanigans Pub last time", "Shenanigans"),
    ("Pt's vehicle towed by Copper Wash Towing.", "Copper Wash"),
    ("chest tight since dinner at the Golden Lotus Buffet", "Golden Lotus"),
    ("Lifting at Iron Anvil Fitness 3x/wk.", "Iron Anvil"),
    ("goes to Gold Coast Gym daily", "Gold Coast"),
])
def test_words_before_the_head_of_a_bar_or_an_eatery_name_it(text: str, name: str) -> None:
    assert covered(text, name, "ORG")


def test_an_adjective_before_fitness_names_no_gym() -> None:
    assert touched("Cardiovascular Fitness improved since March.", "Cardiovascular") == []


def test_a_bone_spur_is_no_street() -> None:
    assert touched("XR: 2 mm heel spur. 3 Bone Spur", "Bone") == []


@pytest.mark.parametrize(("text", "expected"), [
    # both ends of a leg when one is a known town; the places a leg finds vouch for the
    # legs written before and after it
    ("| 05/19 | road | Nairobi -> Kisumu | 6 | rural field site |",
     [("LOCATION", "Nairobi"), ("LOCATION", "Kisumu")]),
    ("Legs: Mombasa \u2192 Kisumu\nthen Kisumu -> Nairobi",
     [("LOCATION", "Mombasa"), ("LOCATION", "Kisumu"), ("LOCATION", "Kisumu"),
      ("LOCATION", "Nairobi")]),
    # an everyday word is no end of a journey, nor is a unit
    ("Boston -> Home", [("LOCATION", "Boston")]),
    ("Home -> Rehab -> Home", []),
    ("Transfer: Floor -> ICU", []),
])
def test_ends_of_a_leg_of_a_journey_are_places(
        text: str, expected: list[tuple[str, str]]) -> None:
    assert [f for f in found(text) if f[0] == "LOCATION"] == expected
