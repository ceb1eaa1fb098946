"""Clinical vocabulary written for hl7scrub: medical eponyms and words that must survive.

Many clinical terms are spelled like personal names (Foley, Parkinson, Apgar) or are
short abbreviations that happen to be rare names (MAE, DOE, VEA). The large protect list
shipped in ``data/`` comes from an external project and lacks most eponyms, so the lists
below fill that gap. All entries are lower case; lookups are case-insensitive.

Two eponym tiers exist because an eponym is also a real surname:

* :data:`EPONYMS` — surnames that appear in eponymous terms. They are protected when the
  surrounding words make the eponymous sense certain ("Parkinson's disease", "Babinski
  sign", "Foley catheter", "Swan-Ganz"), but "Dr. Parkinson" is still a name.
* :data:`STANDALONE_EPONYMS` — eponyms that clinicians use as bare nouns ("foley in
  place", "apgars 8/9", "hx of Parkinson's"); they never count as names on their
  frequency alone, only with a title, a suffix or a neighbouring name.
"""

from __future__ import annotations


def words(text: str) -> frozenset[str]:
    """The white-space separated words of a word-list literal."""
    return frozenset(text.split())


#: Surnames found in common medical eponyms (diseases, signs, devices, procedures, scales).
EPONYMS: frozenset[str] = words("""
    addison adson alzheimer apgar argyll arnold chiari asperger austin flint babinski baker
    rai binet karvonen borg karnofsky lansky zubrod
    barlow barrett bartholin bartter battle beck becker bell bence jones berger bier barbeau
    billroth blakemore blalock taussig bouchard bowen broca brown sequard brudzinski brugada
    buerger burkitt braden broviac chagas charcot marie tooth cheyne stokes chvostek colles
    conn coombs corrigan courvoisier creutzfeldt jakob crigler najjar crohn cullen curling
    cushing dandy walker quervain dressler dubin johnson duchenne dupuytren ebstein ehlers
    danlos eisenmenger epstein barr erb ewing fallot fanconi felty foley fournier friedreich
    gaucher gilbert glasgow goodpasture graves grey turner guillain barre hartmann hashimoto
    heberden henoch schonlein hickman hirschsprung hodgkin holter homan homans horner
    huntington hurthle jackson pratt janeway kaposi kawasaki kernig kerley korsakoff
    krukenberg kussmaul lachman lambert eaton leriche libman sacks lou gehrig ludwig mallory
    weiss marfan mcburney meckel meniere monteggia murphy nissen osler paget pancoast
    parkinson peyronie pick pott prinzmetal queckenstedt raynaud reiter reye romberg rovsing
    schatzki sheehan sjogren quintin quiton stevens still swan ganz takayasu tay sachs
    tietze todd tourette trendelenburg trousseau virchow willebrand waldenstrom wallenberg
    wegener wernicke whipple wilms wilson wolff white zenker zollinger ellison allen quinton
    shiley passy muir yankauer miller macintosh sengstaken levin dobhoff tenckhoff groshong
    mahurkar penrose doppler korotkoff fick starling valsalva heimlich sellick fowler sims
    gram ziehl neelsen wright giemsa papanicolaou pap gleason breslow ranson child pugh
    killip morse ramsay norton wells kocher pfannenstiel roux fontan glenn norwood rastelli
    kasai ladd thiersch bentall bainbridge cheyne hering breuer babcock kelly mayo
    metzenbaum allis balfour bovie hemovac seldinger sonnenberg denver hoyer stryker bair
    hugger luer bard salem coude tegaderm hunter kerlix tubigrip scott lugol schilling
    westergren wintrobe howell jolly heinz auer charcot-leyden reed sternberg downey pelger
    huet rinne weber snellen ishihara hallpike epley dix ortolani barlow phalen tinel
    finkelstein lhermitte hoffmann hoffman spurling lasegue mcmurray thompson lachman apley
    obrien neer hawkins yergason codman bankart hill sachs monro kellie fleming marcus gunn
    argyll adie holmes douglas riker simpson berg bishop tanner clark bruce roth hollenhorst
    fisher levine klinefelter mcburney osgood schlatter morton legg calve perthes
    kleinert zitelli nottingham fleischner caprini padua hunt hess mallampati cormack lehane
    hinchey forrest salter harris gustilo schatzker lenke cobb spetzler fontaine rutherford
    wagner whitehouse bosniak lugano kellgren lawrence outerbridge lynch ghent goldmann
    reinke leser trelat dawson schirmer frankl grover duke hurley denk call exner schiller
    stemmer
    champy rae gracey yeoman schick
    cimino brescia ganser schultze nathanson collis duret hoffa brunnstrom blatchford
    allred fugl mcroberts tofflemire
    brackmann hughes house
    westermark wickham naegele nagele shaffer galant moro waddell riedel morison lisfranc
    teichholz carpentier holladay hoffer titmus jebsen beery hoehn yahr rockwood
    duval homer russell tyrer cuzick aldrete alvarado braxton hicks leopold mcroberts
    galeazzi finnegan cockcroft gault lewy ballard vanderbilt bakri schultze eichenholtz
    morgan allred tinetti westley fitzpatrick abbey bates jensen kirby bauer rumack matthew
    eklund judet grashey zanca towne stenvers
    brandt daroff pell gregory roper hall kennedy schmitt kleihauer betke martin durie
    salmon lund browder fuchs seidel jamar adams dohle duncan hampton reynolds rigler
    hutchinson gower gowers graham steell kerr lichtenstein mayfield armstrong webster
    bazett fridericia ann arbor amsler traube carvallo mcconnell osborn hirano negri
    aschoff dutcher cabot antoni leyden michaelis gutmann carney chaikoff barthel sanger
    fraumeni peutz jeghers chediak higashi niemann blackfan loeys dietz prader willi lemli
    opitz hippel lindau birt hogg dube beckwith wiedemann denys drash jervell tawil bjork
    shiley hancock starr edwards apfel bromage brodsky schober fazekas rankin barthel riker
    goutallier enneking bayley wechsler katz lawton prehn greulich pyle brackmann mulder
    akin snodgrass stupp froment wartenberg kanavel ober bruton merkel fournier skene
    chadwick hegar guthrie gerber unterberger fukuda lempert stenger politzer deaver
    bookwalter gelpi cantor ewald frazier magill bivona huber whitacre sprotte judkins
    heller shouldice mcvay stoppa rives mckeown limberg brostrom chrisman snook keller weil
    dwyer steindler stroop kaufman peabody leventhal lown ganong bristol richardson broström
    montgomery cooper jackson murphy mitchell blake parker potter dressler
    petersen kayser fleischer kruger centor mcisaac risser weaver marx paulus brigham
    kemp patrick mckenzie meyerding farnsworth gerkin allman gottron pel hasson myerson
    semmes weinstein ashworth mcivor cowden torre quirke
    shaker mendelsohn masako frenzel semont hazelbaker buteyko otago
    sampaolesi burow humphrey hendrich zimmer koplik hadlock posey kehr rentrop
    plummer maddocks lichtenberg pelli robson fredericson moberg flesch kincaid marquis
    stensen wharton
""")

#: Eponyms of two names where one alone is no eponym ("Li-Fraumeni", "King-Devick",
#: "Braxton Hicks"), and eponyms after "of" ("circle of Willis"): words of these
#: phrases are never names there. Pairs are written with the hyphen or the blank that
#: joins them; "of" phrases as their three words.
EPONYM_PHRASES: frozenset[str] = frozenset({
    "li-fraumeni", "king-devick", "carpenter-coustan", "muir-torre", "stein-leventhal",
    "kasabach-merritt", "klippel-trenaunay", "sturge-weber", "kimmelstiel-wilson",
    "budd-chiari", "wiskott-aldrich", "kearns-sayre", "lesch-nyhan", "holt-oram",
    "mccune-albright", "rubinstein-taybi", "klippel-feil", "tolosa-hunt", "churg-strauss",
    "waterhouse-friderichsen", "fitz-hugh", "hugh-curtis", "romano-ward", "russell-silver",
    "bernard-soulier", "mallory-denk", "stokes-adams", "jod-basedow", "ramsay-hunt",
    "braxton hicks", "ramsay hunt", "argyll robertson", "marcus gunn", "modified ashworth",
    "purdue pegboard", "barrett universal",
    "fugl-meyer", "harvey-bradshaw", "wong-baker", "semmes-weinstein", "semmes weinstein",
    "keith-wagener", "wagener-barker", "glasgow-blatchford", "brescia-cimino",
    "tyrer-cuzick", "rocky mountain", "king airway", "bence jones", "virchow-robin",
    # a federal programme's namesake; a score of mountain sickness; a child's
    # developmental screen
    "ryan white", "lake louise", "denver ii",
    # a graduated tuning fork; a suicide safety plan's authors
    "rydel-seiffer", "stanley-brown",
    # viruses named for the river where they were found
    "west nile", "ross river",
    # a method of pure-tone audiometry; grasses tested as allergens
    "hughson-westlake", "timothy grass", "johnson grass",
    # a task lamp's brand, two words joined as a name's; infants' vitamin drops
    "ott-lite", "vi-sol",
    # a disability scale in its revised form
    "modified rankin",
    # vision therapy's tools; a test of visual-motor integration; a cycle of learning
    # that nursing students reflect by
    "brock string", "hart chart", "marsden ball", "beery vmi", "beery-buktenica",
    "kolb cycle",
    # a maker of vital-signs monitors; an ambulatory infusion pump; a disinfecting robot
    "welch allyn", "cadd-solis", "tru-d",
    # a crystalloid infusion
    "lactated ringer", "lactated ringers",
    "circle of willis", "islands of langerhans", "islets of langerhans",
    "tetralogy of fallot", "loop of henle", "canal of schlemm", "sphincter of oddi",
    "ampulla of vater", "pouch of douglas", "ligament of treitz", "organ of corti",
    "bundle of his", "space of disse", "canals of hering", "angle of louis",
    # a recovery group's prayer, whose first word is also a given name
    "serenity prayer",
    # a hymn; three words before their head: a sign, a classification of impacted teeth
    "amazing grace", "sister mary joseph", "pell and gregory",
    # an herbal remedy
    "john's wort", "johns wort", "john wort",
    # a test of visual memory; a chart of burnt body surface; a femoral traction splint;
    # arch bars wired to the teeth
    "rey complex figure", "rey-osterrieth", "lund and browder", "lund-browder",
    "sager traction", "erich arch",
    # the test of the sacroiliac joint by flexion, abduction and external rotation
    "patrick fabere", "patrick's fabere",
    # a hospital's service for children's coping; a prayer
    "child life", "hail mary",
    # the psychosocial assessment of transplant candidates (SIPAT)
    "stanford integrated psychosocial",
    # a melanocytic immunostain; a gastric band; the colour of a blood tube's top
    "melan-a", "lap-band", "lavender top", "lavender tube",
    # a child's high chair
    "tripp trapp",
    # a bedside assessment of swallowing; early passive motion after a flexor tendon repair
    "mann assessment", "duran protocol", "modified duran",
    # a grading of anaphylaxis; a calculator of perioperative cardiac risk
    "ring and messmer", "gupta mica", "gupta nsqip",
    # mammograms of an implanted breast with the implant pushed back; a check of hearing
    # across speech sounds; a system confirming a central line's tip; a method of placing
    # a coil over the brain's frontal cortex
    "eklund displacement", "ling 6", "ling six", "sherlock 3cg", "beam f3",
    # the rating scales of attention that a parent and a teacher fill; sperm morphology
    # read by strict criteria; a transdiagnostic treatment of emotional disorders
    "vanderbilt parent", "vanderbilt teacher", "kruger strict", "barlow unified",
    # models named by a given name and a letter or a number: wheelchair cushions and
    # backs, a classroom microphone, ventilators, self-ligating braces, a rapid antigen
    # reader, a mammography unit; an herbal haemostatic
    "jay j3", "jay basic", "roger on", "hamilton c6", "hamilton g5", "hamilton t1",
    "damon q", "sofia strep", "selenia dimensions", "shepherd's purse", "shepherds purse",
    "shepherd purse", "jay j2",
    # children's optotypes; a pharmacy's weekly blister pack; a drug maker
    "lea cards", "lea symbols", "lea chart", "lea numbers", "webster-pak", "webster pak",
    "webster-pack", "webster pack", "boehringer ingelheim",
    # a retrievable vena cava filter; the bin a clinic drops used needles in
    "günther tulip", "gunther tulip", "sharps container", "sharps containers",
    # the atlas a bone age is read by; the aluminium cups patch tests are applied in; an
    # allergen of fragrances; the federal law on prescribing controlled drugs by
    # telemedicine
    "greulich and pyle", "greulich-pyle", "finn chambers", "finn chamber",
    "balsam of peru", "ryan haight",
})

#: Blood group systems named after the people they were found in ("anti-Fya (Duffy)",
#: "Kell antigen"): eponyms next to an antibody or antigen word.
BLOOD_GROUPS: frozenset[str] = words("""
    kell duffy kidd lewis lutheran diego colton dombrock cartwright scianna landsteiner
    wiener knops gerbich cromer
""")

#: Eponyms that name a score or a scale: followed by a value ("Morse 65", "Braden 18",
#: "Berg Balance 38/56") they are the scale, not a person.
SCORE_EPONYMS: frozenset[str] = words("""
    morse braden berg glasgow apgar apgars ramsay norton wells killip ranson child pugh
    gleason breslow clark tanner bishop mallampati hunt hess fisher caprini padua hinchey
    forrest spetzler fontaine rutherford wagner cobb bosniak kellgren lawrence nottingham
    frankl hurley ballard tinetti aldrete westley vanderbilt fitzpatrick abbey durie
    salmon denver weber gustilo schatzker neer holladay shaffer apfel bromage brodsky
    schober fazekas rankin barthel riker goutallier enneking bayley wechsler katz lawton
    karnofsky zubrod lansky borg schirmer gracey
    centor mcisaac risser meyerding allman ashworth allred
    eichenholtz hendrich humphrey maddocks rai binet bristol karvonen
""")

#: Eponyms used as bare nouns in clinical notes; never names on frequency alone.
STANDALONE_EPONYMS: frozenset[str] = words("""
    foley foleys apgar apgars holter holters hickman hickmans doppler dopplers dopplerable
    judkins bakri
    swan ganz swanz quinton quintons yankauer yankeur yankauers dobhoff dobhoffs groshong
    broviac mahurkar penrose shiley passy muir trendelenburg valsalva heimlich korotkoff
    fick gram papanicolaou pap giemsa glasgow braden nissen whipple billroth kussmaul
    babinski babinskis romberg homan homans kernig brudzinski chvostek trousseau parkinson
    parkinsons parkinsonian parkinsonism alzheimer alzheimers hodgkin hodgkins crohn crohns
    cushing cushingoid raynaud raynauds sjogren sjogrens wegener wegeners meniere menieres
    tourette tourettes hashimoto hashimotos kawasaki kaposi guillain barre korsakoff
    wernicke wernickes bair hugger tegaderm kerlix coude luer hemovac bovie metzenbaum
    seldinger sengstaken blakemore tenckhoff levin salem kerley gleason fontan glenn
    chagas
    rastelli norwood blalock taussig kasai westergren wintrobe lugol snellen ishihara epley
    hallpike ortolani tinel phalen lhermitte spurling lasegue mcmurray lachman yergason
    hoyer stryker tubigrip rinne fleischner goldmann tinetti aldrete bazett fridericia
    kleihauer betke rumack daroff whooley courvoisier coustan
    mcroberts tofflemire schultze hazelbaker ganser colles hadlock posey
    finkelstein jamar bunnell stroop
""")

#: Words that, following an eponym (or a possessive), make the eponymous sense certain.
EPONYM_HEADS: frozenset[str] = words("""
    disease diseases syndrome syndromes sign signs phenomenon reflex reflexes test tests
    modification modifications
    maneuver maneuvers manoeuvre manoeuvres procedure procedures operation repair
    fundoplication lymphoma lymphomas sarcoma sarcomas tumor tumors tumour tumours palsy
    paralysis ulcer ulcers fracture fractures hernia node nodes nodule nodules cyst cysts
    diverticulum esophagus triad law laws criteria criterion classification scale scales
    score scores stain stains staging catheter catheters cath caths tube tubes drain drains
    valve valves line lines mask position incision retractor forceps blade blades bag sump
    shunt anastomosis pouch encephalopathy psychosis dementia disorder cells cell bodies
    body respiration respirations breathing breath murmur angina arteritis thyroiditis
    anemia anaemia ataxia chorea dystrophy deformity contracture contractures hugger suction
    suctioning cannula unit units rule rules sarcoid granulomatosis thyroid uveitis
    arthritis aneurysm malformation anomaly spots spot stockings stocking dressing dressings
    tape clamp solution equation effect effects index technique approach method curve curves
    fluid fluids pouch tear tears biplane grade grades level levels stage stages point
    lesion lesions plaque plaques impingement inventory protocol neuroma spots angle
    angles recommendations thickness edema oedema orbitopathy pupil pupils fingers carrier
    carriers canal treadmill lateralizes lateralizing lateralized tonometry applanation
    rosettes rosette clamps model chart mechanism hump pentad nosology exercises holder
    pack formula formulas pulse striae ophthalmopathy joint injury network lobe pouch
    ligament amputation type rings complex patch protocol repair flap needle needles trach
    stool sequence gland glands finger release retractors beats defect morphology
    circulation ring triangle fx fistula fistulas hemiarthroplasty arthroplasty
    prosthesis frame airway airways features depth sensor extensions view views scoring
    orchidometer orchidometers figure figures questions reagent duct ducts
""")

#: Heads that are nouns only and follow an eponym as a fixed term ("Aldrete score",
#: "Killip class", "Broca aphasia", "Braxton Hicks contractions"): the capitalised words
#: right before them name the term, not a person, unless a title says otherwise. Heads
#: that are also verbs ("Have Mary sign", "drain") are not listed.
EPONYM_NOUNS: frozenset[str] = words("""
    disease diseases syndrome syndromes score scores scale scales classification criteria
    criterion maneuver maneuvers manoeuvre manoeuvres reflex reflexes phenomenon triad
    inventory equation formula fracture fractures palsy aphasia contractions balloon
    staging grading lymphoma sarcoma tumor tumour ulcer hernia cyst diverticulum anomaly
    malformation dystrophy deformity encephalopathy class stage nomogram grid dynamometer
    lens procedure operation incision nodes nodules stockings splint mechanism hump pentad
    nosology striae ophthalmopathy orbitopathy pulse rule bodies fibers fibres crystals
    nuclei hyaline waves effect index sequencing titer titre osteotomy osteotomies myotomy
    esophagectomy arthroplasty bunionectomy gangrene carcinoma agammaglobulinemia
    tubercles test tests click pattern papules papule vesicles retractor retractors forceps
    scissors needle needles harness crutch crutches hemorrhage hemorrhages haemorrhage
    haemorrhages elevator elevators maze
""")

#: Brand names of drugs, vaccines, devices, dressings and laboratory instruments that no
#: word list holds and that read like rare surnames ("Dermabond applied", "Elecsys TSH",
#: "Stamaril given"). Brands borne as surnames by more than a few hundred people in the
#: census are left out: a person of that name must still be found.
PRODUCT_BRANDS: frozenset[str] = words("""
    biotyper bruker biofire cepheid atellica elecsys alinity vitros sysmex aptima
    luminex verigene phadia immunocap bactec virtuo microscan sensititre etest maldi
    quantiferon xience optune suprep omron dermabond prevena alaris pyxis medela typenex
    respironics dreamstation airsense lifepak angiojet penumbra mitraclip evolut
    corevalve micra nuvaring mirena accu-chek libre plenvu golytely moviprep miralax
    fasenra tymlos juvederm restylane kybella xiidra simbrinza rhopressa vyzulta durysta
    eylea beovu vabysmo syfovre izervay lucentis stamaril imovax epclusa harvoni mavyret
    vemlidy vaxchora vivotif ixiaro typhim rabavert havrix engerix twinrix heplisav
    gardasil prevnar pneumovax boostrix adacel menveo bexsero trumenba arexvy abrysvo
    beyfortus fluzone flublok fluad flucelvax comirnaty spikevax novavax jynneos
    excluder juzo sigvaris medi circaid velcro unna coban aircast lovaza vascepa
    nexletol leqvio camzyos verquvo corlanor multaq ranexa tikosyn xtandi zytiga erleada
    nubeqa lynparza zejula rubraca ibrance kisqali verzenio tagrisso tecentriq imfinzi
    yervoy enhertu kadcyla herceptin perjeta phesgo gvoke baqsimi zegalogue dexcom
    tandem depakote lamictal keppra briviact vimpat aptiom xcopri fycompa onfi sympazan
    nayzilam valtoco
    calmoseptine cavilon clinitron prevalon biopatch unistik chloraseptic lansinoh
    inadine melolin profore medihoney santyl hydrofera promogran sensicare flexiseal
    purewick primafit mepitel optifoam exuderm polymem acticoat sorbact puracyn vashe
    anasept comfortbath chux cetaphil dosett stemetil resonium coversyl glycomet laxido
    calcichew adcal allerject hadlima coartem neosure euflexxa synvisc dosepak
    septocaine vitrebond filtek bruxzir isolite cavitron clinimix smoflipid homepump
    phonak lumity verifit poisindex orencia natrelle dycem juul cortaid zometa glooko
    maintena invacare skypoint runthrough optifast compumedics grael theraputty vocera
    onpro neulasta prosource optiflow jobst icelock sensodyne hemodent acuvue oasys
    bilitool clorox oxivir bluesight stericycle gonstead sensat silvercel essix vizishot
    baritastic sientra inspira cocomelon lingraphica toilevator
    gripper emocha philips magnetom siemens permobil bivona leadcare deterra amia zyn lactmed
    lexiscan viaflex tempur breeza fundanoodle seirin vyaire vyntus hologic zydis revco
    neurostar gamow praat twilio intoxilyzer alcon clareon polident fixodent efferdent
    ivoclar phonares immtrac dornier freelite voluson oraqix sulcabrush myway
    dolo tanita rifafour m-m-r mylar tyvek capintec captus nutrafol hylenex kysse
    exergen nonin orcam myeye anavip cetrotide cryotop ocenco virex leukotape purell
    gyrotonic clif sechrist nalgene nalgenes aquamira vinci belzer zoll ferno kimzey
""")

#: Clinical abbreviations and terms written in ICU and ward notes that are spelled
#: like rare names (or are absent from the general protect list). Never names on
#: frequency alone.
CLINICAL_WORDS: frozenset[str] = words("""
    fut fue stec onyx swab swabs pax histotech histotechs histotechnologist euroscore
    aline alines paline ogt ngt ett cvl tlc tlcl cvvh cvvhd cvvhdf crrt picc piccs permacath
    perma quinton trach trache vent vents bipap cpap simv ips peep prvc aprv psv nippv rsbi
    ardsnet nif mae maew maes doe pnd neg pos poss vea vt vf pvc pvcs pac pacs svt nsvt aivr sr nsr
    peth doxy
    st afib aflutter avpaced apaced vpaced vvi ddd amber rusty tan tannish sero serosang
    serosanguinous sang bldy yel huo carevue careview vue metavision criticare pearl pearla
    perrla perl perrl lis ota nard eves csru ccu micu sicu pmicu tsicu nicu picu ccru ctu
    cvicu msicu ed er or pacu icu ward wards neuro neuros resp cv gi gu id heme endo psych
    soc social dispo fen ms skin integ access lines abd ext exts fent fenty dobut dobuta
    levo vaso neo nitro nipride milri milr amio amiod vanco genta ampi zosyn flagyl cipro
    levaquin linezolid ceftaz ceftriax kayexalate lasix coumadin heparin protonix pepcid
    carafate colace senna dulcolax reglan zofran ativan haldol versed propofol diprivan
    precedex dilaudid morphine fentanyl oxycodone percocet tylenol motrin toradol insulin
    nph lantus humalog novolog riss lopressor metoprolol captopril lisinopril hydralazine
    labetalol diltiazem cardizem digoxin amiodarone lidocaine procainamide adenosine
    atropine dopamine dobutamine levophed norepinephrine epinephrine neosynephrine
    phenylephrine vasopressin milrinone natrecor nesiritide nitroglycerin integrilin
    aggrastat reopro plavix lovenox argatroban bivalirudin albuterol atrovent flovent
    combivent ventolin xopenex solumedrol prednisone decadron hydrocortisone nystatin
    diflucan fluconazole vancomycin gentamicin tobramycin ceftriaxone cefazolin kefzol
    unasyn timentin imipenem meropenem zyvox bactrim acyclovir ganciclovir mucomyst mucomist
    duoderm xeroform tegaderm aquacel allevyn mepilex nepro promote promod ultracal jevity
    impact osmolite pulmocare glucerna boost ensure peptamen vivonex replete kcl mgso4 mag
    phos bicarb cagluconate cacl bun cr creat wbc hct hgb plt plts inr ptt pt pts abg abgs
    vbg svo2 mvo2 scvo2 lytes cbc chem chems ck cpk trop troponin lfts lft amylase lipase
    lactate dig lido epi nitro ntg tpn ppn ivf ivfs prbc prbcs ffp ffps cryo cxr kub ekg ecg
    echo tte tee ct cta mri mra eeg emg lp bal ercp egd cabg mvr avr tvr ptca pci stent iabp
    lvad rvad ecmo cad chf copd mi dm htn niddm iddm afib sob dnr dni cmo fc npo prn bid tid
    qid qd qod qhs hs ac pc po pr sl sq sc im iv ivp ivpb gtt gtts mdi mdis neb nebs hhn ipv
    cpt incentive spirometer spirometry oob bsc bm bms uop uo foley qs aox aaox perrl mae
    lue rue lle rle ue le ues les rll rul lll lul rml ll ul bibasilar bibasilary wnl nad
    afebrile febrile tmax ho hos hosp hospital rehab brady bradycardic bradycardia tachy
    tachycardic reck deline perla tham stoma kling kerlix floro fluoro anest anesth nsurg
    csurg ortho cards pulm renal onc heme nsg rrt crt sw pcp contin ng cosign cosigned ref roi
    countersign countersigned
    jardiance farxiga trulicity ozempic wegovy mounjaro zepbound rybelsus entresto brilinta
    savaysa nexplanon paragard kyleena skyla liletta trelegy breo anoro incruse shingrix
    dupixent keytruda opdivo paxlovid repatha praluent xifaxan impella ocrevus kcentra
    zemuron glidescope genexpert prisma masshealth interqual tresiba toujeo xeljanz otezla
    skyrizi tremfya cosentyx taltz biktarvy descovy genvoya vraylar rexulti trintellix
    evenity aimovig emgality ajovy nurtec ubrelvy qulipta linzess movantik sublocade
    vivitrol xyzal xofluza veklury evusheld cologuard dexcom omnipod inogen resmed
    medtronic biotronik watchman sapien cardioform nanopore prosigna invitae guardant
    oncotype mammaprint clingen clinvar gnomad dbsnp omim hgvs acmg grch37 grch38 hg19
    bougie bougies venturi eircode postcode polyclinic polyclinics zika lassa
    cy cytoxan leisegang casgevy lyfgenia cocamidopropyl nic
""") | PRODUCT_BRANDS

#: Shortened clinical stems that notes run together into one word ("hemonc",
#: "geripsych", "neurorehab", "cardiopulm"): a word made of two of them, or of one and
#: a clinical word, is a service's name however rare, never a proper name.
CLINICAL_STEMS: frozenset[str] = words("""
    hem hema heme hemo hemat hemato onc onco psych psycho psy geri gero geriatric neuro
    neur cardio cardi card pulm pulmo gastro hepat hepato nephro neph uro gyn gyne gyno
    obgyn ob derm dermo rheum endo ortho oto ent ophth opth ped peds pedi rad radio path
    patho immuno immun vasc med peri post pre intra inter tele neo rehab surg infect id
    trans micro
""")


def clinical_compound(key: str) -> bool:
    """A lower-case word that starts with a clinical stem and goes on with another stem
    or with a clinical word."""
    return any(key.startswith(stem) and len(key) - len(stem) >= 2 and (
        key[len(stem):] in CLINICAL_STEMS or key[len(stem):] in CLINICAL_WORDS)
        for stem in CLINICAL_STEMS)


#: Protect-list words that are also frequent names but whose clinical or common sense
#: dominates in notes; kept protected even though their name frequency is high.
KEEP_PROTECTED: frozenset[str] = words("""
    colon iris brown gray grey tia watts corona crystal candida flora mark hill cook ward
    burns woods frank chambers gleason pratt barr ewing foley cox melody sage laurel ginger
    cherry rice wood fox horn buck tan drew max nick ray rose hunt roman parks dye swan shin
    tim ali le ng ho chin walker geri
""")
