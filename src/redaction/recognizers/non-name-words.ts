/**
 * Capitalised words that are not personal names, for the PERSON_NAME rules: organisation cues
 * (a capitalised run holding one is an organisation, never a person: "Bank", "FC", "Ministry",
 * "Hukumar", "Wizara", "Ìjọba", ...), and places and other common capitalised nouns (countries,
 * capitals, regions and cities of Africa and the world, in English and the local languages;
 * news, sport, church and media words) that end or split a run instead. Compiled by the langproc
 * team from general knowledge (not from any evaluation data).
 *
 * @example
 * ```ts
 * ORGANISATION_CUES.includes('Ministry'); // true
 * PLACE_AND_COMMON_WORDS.includes('Kenya'); // true
 * ```
 */

/**
 * Organisation words of the African languages that open the organisation's name (Hausa
 * "Rundunar 'yan sanda", Swahili "Wizara ya Afya", Kinyarwanda "Minisiteri y'Ubuzima"; not Twi,
 * whose owner comes first, "Ghana Aban"): the capitalised words before one in a run are no part
 * of it ("Mukhtar Yahya Usman Rundunar ...", a byline before the sentence).
 */
export const HEAD_INITIAL_ORGANISATION_CUES: readonly string[] = `
Gwamnatin Gwamnati Hukumar Hukumomi Kamfanin Kamfani Jami’ar Jami'ar Majalisar Kungiyar Ƙungiyar Jam’iyyar Jam'iyyar
Ma’aikatar Ma'aikatar Rundunar Makarantar Asibitin Bankin Kotun Babban Karamar Ƙaramar Jihar Jihohin Kananan Ƙananan
Wizara Serikali Shirika Chama Kampuni Chuo Mahakama Bunge Umoja Halmashauri Baraza Tume Jeshi Polisi Hospitali Kanisa
Msikiti Klabu Timu Ligi Kombe Mkoa Wilaya Kaunti Jiji Manispaa Tarafa Kata
Ìjọba Ijoba Ẹgbẹ́ Egbe Ilé-ẹ̀kọ́ Ileeṣẹ Iléeṣẹ́ Ilé-iṣẹ́ Ileewe Ìpínlẹ̀ Ipinle Fásitì Fasiti Ilé-ìwòsàn Ṣọ́ọ̀ṣì Ijọ Ìjọ
Ọchịchị Ochichi Ụlọ Ulo Ụlọọrụ Uloru Ụlọakwụkwọ Mahadum Otu Òtù Steeti Ndị Nzukọ Ụka
Umnyango Uhulumeni Urhulumente Isifundazwe Inyuvesi Inkampani Iqembu Umkhandlu Ibandla Isikole Isibhedlela Umasipala
Lefapha Mmuso Puso Khampani Yunivesithi Kereke Sekolo Sepetlele Lekgotla Mokgatlho Setlamo Masepala
Hurumende Bazi Kambani Yunivhesiti Chikoro Chipatara Sangano Kanzuru Dare Bhengi
Ishyaka Minisiteri Leta Kaminuza Ikigo Ishuri Ibitaro Itorero Urukiko Inteko Umuryango Ikipe Banki Stade Sitade Guverinoma Repubulika Jenoside Ambasade Polisi Sosiyete
Yunifásítì Yunifasiti Ọsibítù Ọsíbítù Osibitu Kọ́lẹ́ẹ̀jì Koleeji Pọ́lítẹ́kíníìkì Mọ́ṣálááṣí Mosalasi Ilé-ẹjọ́ Ile-ejo Àjọ Ajo
`
  .split(/\s+/)
  .filter(Boolean);

/** Words that make a capitalised run an organisation (or a named thing), in any language. */
export const ORGANISATION_CUES: readonly string[] = `
Bank Banks Banki Benki Ibhange Limited Ltd Plc Inc Incorporated Corp Corporation Company Companies Co Group Holdings
Enterprises Ventures Industries Services Solutions Systems Technologies Technology Tech Motors Airways Airlines Air Energy
Oil Gas Petroleum Telecom Telecoms Communications Network Networks Media Press News Newspaper Times Post Daily Herald
Tribune Guardian Gazette Mirror Punch Vanguard Nation Standard Journal Magazine Radio TV Television FM Broadcasting
Channel Channels Studio Studios Productions Pictures Films Film Records Music Entertainment Foundation Trust Fund Funds
Association Associations Society Council Councils Committee Commission Authority Agency Board Bureau Office Department
Ministry Ministries Government Parliament Assembly Senate Congress Court Tribunal Police Army Navy Force Forces Service
University Universities College Academy Institute Institution Polytechnic School Schools Seminary Hospital Hospitals Clinic
Centre Center Library Museum Church Churches Chapel Cathedral Mosque Temple Diocese Parish Mission Ministries Fellowship
Party Movement Alliance Coalition Congress Front Union League Federation Confederation Organisation Organization Club FC
United City Rovers Stars Queens Kings Rangers Wanderers Warriors Eagles Lions Leopards Tigers Sports Sporting Athletic
Cup Championship Championships Tournament Olympics Olympic Games Awards Award Festival Conference Summit Forum Exhibition
Cement Breweries Brewery Beverages Foods Food Mills Flour Sugar Steel Mining Mines Pharmaceuticals Pharma Pharmacy
Logistics Transport Shipping Construction Properties Realty Electric Electronics Chemicals Textiles Farms Dairy Stores
Supermarket Supermarkets Securities Assurance Exchange Cooperative Sacco Savings Telecommunication
Orchestra Band Choir LLC Movers Partners Associates Consulting Labs Trail Springs Pass Heights Creek Ridge Valley Falls Lake Grove Court Terrace Mews Hills Hill Flats Point View
Project Programme Program Initiative Campaign Network Hotel Hotels Resort Lodge Restaurant Market Mall Plaza Tower Towers
Stadium Arena Park Gardens Garden Airport Station Port Harbour Bridge Estate Road Street Avenue Way Drive Lane Close
Crescent Highway Expressway Boulevard Square Village Town Township District Province Region County State States Republic
Kingdom Federal National International Global World Africa African Continental Regional Local Municipal Metropolitan
Development Research Health Education Finance Financial Insurance Investment Investments Capital Microfinance Commerce
Trade Agriculture Justice Affairs Rights Human Security Defence Defense Women Youth Children Peace Unity Progressive
Democratic Republican Labour Liberal Conservative Socialist Islamic Muslim Catholic Anglican Methodist Baptist
Pentecostal Evangelical Redeemed Apostolic Gospel Bible Holy Saint Lady Our Kingdom God Allah Jesus Christ Lord Mungu
Laboratory Management Medical Heroes Scientists Source Referee Vibes Variety Model Pop
Aban Amanaman Kuro Suku Asɔre Adwumakuo Kuw Fekuw Ɔman Sukuupɔn Sukuu Apɔmuden Abatoɔ Asoeɛ Mantam Wiemhyɛn
Ayaresabea Asɛnnibea Nsuhen Po Nkabom Nkɑbom Amɑnɑmɑn Mmarahyɛbadwa Badwa Ahenfie Asɔredan Fekuo Kuo Agodibea Dwabɔ
Gyinabea Nwomasua Ahwɛfoɔ
`
  .split(/\s+/)
  .filter(Boolean)
  .concat(HEAD_INITIAL_ORGANISATION_CUES);

/** Places and other capitalised non-names: they end or split a run, but do not veto it. */
export const PLACE_AND_COMMON_WORDS: readonly string[] = `
Nigeria Najeriya Naịjirịa Naijiria Nàìjíríà Ghana Gana Kenya Kenia Tanzania Tanzaniya Uganda Rwanda Burundi Ethiopia
Ethiopiya Itiyopiya Somalia Sudan Egypt Misri Masar Ijipti Libya Tunisia Algeria Morocco Moroko Mali Niger Nijar Chad Cadi
Cameroon Kamaru Kamerun Benin Togo Senegal Gambia Guinea Liberia Sierra Leone Ivory Coast Burkina Faso Mauritania Congo
Kongo Gabon Angola Zambia Zambiya Malawi Mozambique Msumbiji Zimbabwe Zimbabuwe Botswana Namibia Lesotho Eswatini Swaziland
Madagascar Comoros Seychelles Mauritius Eritrea Djibouti Afrika Africa Afirka Aforika Afrikaborwa Borwa Mzansi Marekani
Amurka Amerika America Amẹrika Amẹ́ríkà USA UK Britain Birtaniya Uingereza England Ingila Ingilandi Scotland Wales Ireland
France Faransa Ufaransa Germany Jamus Ujerumani Jámánì Italy Italiya Spain Sipaniya Uhispania Portugal Russia Rasha Urusi
Ukraine China Sin Uchina Ṣáínà Japan Japani India Indiya Pakistan Iran Iraq Iraki Syria Siriya Israel Isra'ila Palestine
Falasdinu Saudi Arabia Saudiyya Larabawa Qatar Dubai Emirates Turkey Turkiyya Uturuki Brazil Brazili Argentina Mexico
Canada Kanada Australia Europe Turai Ulaya Yurop Asia Asiya Arewa Kudu Gabas Yamma Kaskazini Kusini Mashariki Magharibi
North South East West Northern Southern Eastern Western Central Upper Lower New Old Greater Mpuma Ntshona Mzantsi Mantla
Bokone Bophirima Botlhaba Leboa Borwa Lagos Legas Èkó Eko Abuja Kano Kaduna Katsina Sokoto Zamfara Kebbi Jigawa Bauchi Gombe
Borno Yobe Adamawa Taraba Plateau Nasarawa Niger Kwara Kogi Benue Oyo Ogun Osun Ondo Ekiti Edo Delta Rivers Bayelsa Cross
Akwa Ibom Anambra Enugu Ebonyi Imo Abia Ibadan Ilorin Abeokuta Oshogbo Osogbo Akure Benin Warri Calabar Uyo Owerri Onitsha
Ọnịcha Ọnịsha Nnewi Awka Aba Umuahia Abakaliki Makurdi Lokoja Jos Maiduguri Yola Zaria Minna Lafia Jalingo Dutse Birnin
Gusau Potiskum Accra Kumasi Tamale Takoradi Sekondi Cape Coast Tema Koforidua Sunyani Ho Bolgatanga Wa Nairobi Mombasa
Kisumu Nakuru Eldoret Thika Nyeri Machakos Meru Kakamega Garissa Dar Salaam Dodoma Arusha Mwanza Zanzibar Tanga Mbeya
Morogoro Kigoma Tabora Iringa Kampala Entebbe Jinja Gulu Mbarara Kigali Huye Musanze Rubavu Gisenyi Butare Nyagatare
Rusizi Bujumbura Gitega Addis Ababa Adama Gondar Mekelle Bahir Dar Hawassa Dire Dawa Jimma Harar Tigray Amhara Oromia
Afar Somali Sidama Asmara Mogadishu Khartoum Juba Cairo Alexandria Johannesburg Joburg Jozi Pretoria Tshwane Durban eThekwini
Soweto Cape Town Kapa Kapa Bloemfontein Mangaung Polokwane Mbombela Nelspruit Rustenburg Mahikeng Mafikeng Kimberley Gqeberha
Port Elizabeth East London Mthatha Umtata Pietermaritzburg Richards Bay Gauteng KwaZulu Natal Limpopo Mpumalanga Free
Harare Bulawayo Gweru Mutare Masvingo Kwekwe Chitungwiza Chinhoyi Marondera Bindura Manicaland Mashonaland Matabeleland
Midlands Gaborone Francistown Maun Serowe Molepolole Kanye Lobatse Maseru Leribe Mafeteng Mohale Quthing Lusaka Lilongwe
Blantyre Maputo Luanda Windhoek Kinshasa Brazzaville Yaoundé Douala Dakar Bamako Ouagadougou Niamey Conakry Freetown Monrovia
Abidjan Lomé Cotonou Porto Novo London Paris Berlin Rome Madrid Lisbon Moscow Beijing Tokyo Delhi Washington York Geneva
Brussels Amsterdam Dubai Doha Riyadh Mecca Makkah Medina Madina Jerusalem Urushalima Baghdad Tehran Istanbul Ankara
Kwara Hausa Yoruba Igbo Ibo Zulu Xhosa Sotho Tswana Shona Ndebele Swahili Kiswahili Kinyarwanda Kirundi Luganda Twi Akan
Ewe Ga Fante Amharic Oromo Tigrinya Arabic Larabci English Turanci Kiingereza Gẹ̀ẹ́sì Bekee Ingilishi French Faransanci
Ikirundi Icyongereza Igifaransa Isingisi IsiZulu IsiXhosa Sesotho Setswana Sekgoa Chirungu ChiShona Afrikaans Portuguese
Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September
October November December Christmas Easter Ramadan Sallah Eid Xmas Kirsimeti Krismasi Pasaka Ista Ramadhani Idi
Covid COVID Corona Coronavirus Ebola Korona Kovidi HIV AIDS Facebook Twitter WhatsApp Instagram YouTube Google TikTok
Internet Online Whatsapp Zoom Android iPhone Apple Microsoft Amazon Netflix Toyota Mercedes Benz Honda Nissan Dangote
The And Of For In On At To By With From Our Your My His Her Their This That These Those Who What Where When
Why How Its It's Is Are Was Were Be Been Not No Yes Now Then Here There All Every Each Some Any Many Most More Other
Another Such Only Also Just Very Well Good Great Best Big Little Small Top First Second Third Last Next Day Week Month
Year Today Tomorrow Yesterday Morning Evening Night Time Life Love Home House Family People Man Woman Men Women Boy Girl
Child Children Youth Youths Mother Father Sister Brother Son Daughter Friend Friends Team Player Players Fans Coach Goal
Goals Match League Season Premier Champions Final Finals Semi Quarter Group Stage Round Half Minute Minutes Points Win
Loss Draw Victory Defeat Black White Red Green Blue Yellow Gold Golden Silver Diamond Platinum Royal Grand Super Premium
Late Saint St Dean Director Manager Officer Agent Vice Deputy Secretary Speaker Acting Former Ex Special Public Private Social Economic Political Civil Criminal Supreme High Appeal Constitutional Electoral
Independent Free Open Modern Traditional Cultural Heritage Memorial Independence Freedom Democracy Revolution Liberation
Truth Light Life Glory Victory Living Word Spirit Blessed Divine Saviour Savior Messiah Heaven Paradise
Tudun Sabon Unguwar Kofar Gidan Titin Kasuwar Masallacin Garin Birnin Kauyen Ƙauyen Cikin Tsohuwar Babbar Òkè Ìsàlẹ̀ Ọjà
Mtaa Barabara Kijiji Mji Mjini Soko Kituo Uwanja Hoteli
Mọ́ńdè Túsdè Túsde Wẹ́sdè Wẹ́sde Tọ́sdè Fráidè Sátidé Sátidè Sọ́ńdè Àìkú Ajé Ìṣẹ́gun Ọjọ́rú Ọjọ́bọ̀ Ẹtì Àbámẹ́ta
Ṣẹ́rẹ́ Èrèlé Ẹrẹ̀nà Ẹ̀bìbí Òkúdù Agẹmọ Owewe Ọ̀wàrà Bélú Ọ̀pẹ̀ Jánúárì Fẹ́búárì Máàṣì Éépírì Júùnù Júláì Ọ́ọ́gọ́sì
Sẹ́tẹ́ńbà Ọkútóbà Nọ̀fẹ́ńbà Dìsẹ́ńbà Ọlọ́run Olorun Ọlọrun Kòrónà Korona Kọ́rónà
Ashanti Bono Ahafo Volta Brong Nkran Kumase Obuasi Techiman Kasoa Winneba Nkawkaw Ejisu Konongo Berekum Dormaa
Nsawam Akim Akyem Kwahu Mampong Bekwai Tarkwa Prestea Axim Elmina Saltpond Keta Aflao Hohoe Yendi Bawku Navrongo Damongo
Nalerigu Salaga Kintampo Wenchi Goaso Dambai Nkwanta Asokwa Adenta Kaneshie Achimota Legon Dansoman Teshie Nungua
Ashaiman Kpone Dodowa Somanya Akosombo Atebubu Ejura Offinso Suame Bantama Adum Kejetia Kyebi Akuapem Akwapim Dagbon
Kotoko Aduana Medeama Karela Bechem Dwarfs Ebusua Nsoatreman Bibiani Mantamu Ɔmantam Amantam Ɔmanpanimfoɔ Mmarahyɛbaguo
Nkuropɔn Kuropɔn Nkurow Ɔmampanin Asafo Akuafoɔ Adwumayɛfoɔ Apolisifoɔ Asraafoɔ Sukuufoɔ Adesuafoɔ Nkurɔfoɔ Ɔhaw
Nyame Awurade Kristo Kristu Keresete Kreste Jesu Jeso Yezu Yesu Jésù Mesia Khorona Covid-19
Tlokweng Mochudi Palapye Mahalapye Selebi Phikwe Jwaneng Kasane Ghanzi Tsabong Letlhakane Orapa Ramotswa Thamaga
Kweneng Kgatleng Kgalagadi Ngamiland Tlhabane Mmabatho Taung Vryburg Zeerust Lichtenburg Klerksdorp Potchefstroom Brits
Rankuwa Mabopane Soshanguve Hammanskraal Thaba Nchu Sasolburg Welkom Kroonstad Tembisa Sebokeng Vereeniging Emfuleni
Lefatshe Naga Motse Toropo Kgaolo Setšhaba Setshaba Batho Motho Bana Ngwana Dikgosi Molao Tiro Dikolo Bookelo Kokelo
Sepatela Maloko Leloko Baithuti Moithuti Barutabana Morutabana Mapodise Sepodisi Lepodisi Ditlhopho Setlhopha Motshameki
Batshameki Kgwedi Ngwaga Beke Maitseboa Bosigo Palamente Khansele Mmasepala Dikgang Lekgotlakgolo Kgotla Dipalo
`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Gazetteer names that are also common words ("Amani" is peace in Swahili, "Baraka" blessing,
 * "Sunday", "Peace", "Grace"; the morning of the Hausa greeting "barka da safiya", Spanish
 * "mañana" and "semana", Zulu "lutho" nothing and "elisha" new, Hausa "Amma" but, Twi "Nyame"
 * God, Swahili "idara" department): at the start of a sentence they
 * are not taken as names alone, nor, in text from speech, away from an introduction, a title or
 * another name.
 */
export const AMBIGUOUS_NAMES: readonly string[] = `
Amani Baraka Imani Neema Furaha Upendo Zawadi Tumaini Subira Rehema Faraja Riziki Pendo Salama Juma Jumanne Mosi Tatu
Peace Patience Comfort Mercy Precious Blessing Grace Faith Hope Joy Charity Gift Godwin Favour Favor Happiness Sunday
Monday Friday Esther Lucky Innocent Prince Princess King Queen Major Will May June August Lord Bishop Pastor Deacon
Nkosi Kgosi Morena Mambo Ishe Inkosi Sipho Thabo Lerato Mpho Neo Naledi Lesedi Tumelo Karabo Kagiso Palesa Puleng Thato
Ama Ada Oke Ike Eze Obi Ozo Uche Ebere Ngozi Chi Nna Nne Ire Ayo Ife Ola Bisi Dayo Titi Sade Dare Ojo Kaka Dada Mama Baba
Bibi Babu Bi Nana Maame Yaa Afia Akua Abena Kofi Kwame Ali Hassan Said Salim Saidi Salama Mussa Isa Idi Sani Bala Baba
Musa Garba Lawal Ladi Lami Audu Gambo Tanko Habiba Mwajuma Asha Pili Sabra Kheri Heri Amina Fatuma Imana Ineza Keza
Gisa Shema Ganza Mahoro Ishimwe Ingabire Teta Gaju Manzi Kwizera Nshuti Rukundo Ngabo Mugisha Uwase Keza Tendai Tatenda
Farai Rufaro Chipo Tsitsi Nyasha Tariro Tanaka Chiedza Mufaro Ruvimbo Rutendo Vimbai Anesu Kudzai Tinashe Tafadzwa Tapiwa
Themba Thandeka Thando Buhle Andile Lwazi Mbali Zola Sizwe Vusi Lindiwe Nomsa Zodwa Ayanda Langa Bongani
Biko Ana Asante Modiri Mwana Ngozi Daalu Dalu Ndewo Sannu Awa
Safiya Mañana Semana Lutho Elisha Amma Nyame Idara
`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Function words and adverbs that often open a sentence (conjunctions, pronouns,
 * demonstratives, "yesterday", "according to"), per language family: a capitalised run never
 * starts with them.
 */
export const SENTENCE_OPENERS: readonly string[] = `
Also However But And Then When While After Before Since Because If Although Though Yesterday Today Tomorrow Meanwhile
Later Earlier Last Next Every Some Many Most All Both Neither Either Such Those These There Here According Speaking Asked
Dear Hello Hi Welcome Sorry Well Now So Just Only Even Still Another Other Each Several Among During Despite Following
Under Over Without Within Through Between Against Upon About Why What Where Which Who Whom Whose How Mr Mrs
Lakini Hata Pia Kwa Hivyo Hivi Baada Kabla Wakati Hii Hiyo Huyo Yeye Wao Sisi Mimi Wewe Katika Kutoka Kama Ili Kwamba
Kuhusu Aidha Tangu Tayari Leo Jana Kesho Sasa Zaidi Licha Wengi Baadhi Kila Mmoja Alisema Amesema Ameongeza Aliongeza
Amma Kuma Sai Don Domin Idan Bayan Kafin Tun Yayin Lokacin Wannan Wancan Wadannan Waɗannan Shi Ita Su Mu Kai Ke Ku Sun
Za Babu Akwai Duk Dukkan Haka Hakan Saboda Kamar Wani Wata Wasu Daga Har Yanzu Jiya Gobe Yau Masu Inda Ga Tsakanin
Àmọ́ Ṣùgbọ́n Nígbà Lẹ́yìn Kí Bí Tí Ó Wọ́n Àwọn Èyí Ìyẹn Nítorí Ní Sí Fún Láti Gbogbo Ọ̀pọ̀ Bákan Náà Tàbí Àti Mo Èmi
Ìwọ Ohun Nǹkan Lónìí Àná Ṣé Ǹjẹ́ Ẹ̀wẹ̀ Lára Nínú Lórí Lọ́jọ́ Lọ́dún Láàkótán Àwa Ẹ̀yin Òun Obìnrin Ọkùnrin Ọdún Ọ̀rọ̀
Àkọ́kọ́ Lẹ́yìnnáà Nítòótọ́ Ṣáájú Tẹ́lẹ̀ Títí Báyìí Lákòókò Lásìkò Ẹni Ẹnikẹ́ni Yàtọ̀ Kò Lójúẹsẹ̀ Àyàfi
Ma Mana Ka Nke Ọ Ha Anyị Onye Ihe Mgbe Ebe Otú Ya Maka Ugbu Taa Ụnyaahụ Echi Dịka Kedu Gịnị Ebe Nakwa Nʼihi N'ihi
Kodwa Futhi Ngoba Uma Lapho Kusho Kanti Nokho Kungani Yebo Cha Njengoba Ngemuva Ngaphambi Kulo Lo Leli Lokhu Abantu
Umuntu Ngokusho Kwaye Kuba Xa Emva Ngenxa Nangona Ukuba Eli Esi Kwakhona Phela Manje Namuhla Izolo Kusasa
Empa Fela Ha Fa Go Ho Morago Pele Gape Hape Jaanong Jwale Re Ba Bona Rona Nna Wena Yena Motho Batho Kajeno Maabane
Gonne Hobane Gore Hore Mme Erile Eitse
Asi Uye Saka Kana Kuti Zvino Nekuti Mushure Pamberi Ini Iwe Iye Isu Imi Ivo Izvi Izvo Uyu Ava Vanhu Munhu Nhasi Nezuro
Mangwana Muna Zvakadaro Zvakare
Ariko Kandi Nyuma Mbere Ubwo Iyo Aba Abo Ibi Ibyo We Bo Twe Njye Wowe Kuko None Ubu Ejo Naho Ndetse Hari Kuri Ati
Yagize Yavuze Mu Muri Abakinnyi Umukinnyi Ikipe
Nanso Ɛna Ɛnna Sɛ Wɔ Ɔno Wɔn Yɛn Wo Ɛno Yei Saa Ɛnnɛ Nnɛ Ɛnnora Ɔkyena Afei Enti Ɛnti Bio Nso Ɛwom
`
  .split(/\s+/)
  .filter(Boolean);

/** Greetings: a capitalised run right after one is a person being addressed ("Hi Freddy"). */
export const GREETINGS: readonly string[] = [
  'Hi',
  'Hello',
  'Hey',
  'Dear',
  'Thanks',
  'Bye',
  'Goodbye',
  'Congratulations',
  'Welcome',
  'Sannu',
  'Barka',
  'Habari',
  'Jambo',
  'Shikamoo',
  'Sawubona',
  'Molo',
  'Dumela',
  'Dumelang',
  'Mhoro',
  'Muraho',
  'Mwaramutse',
  'Ndewo',
  'Akwaaba',
  'Bonjour',
  'Salut',
  'Hallo',
  'Ciao',
  'Hola',
  'Goeie',
];
