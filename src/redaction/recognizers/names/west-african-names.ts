/**
 * Given names and surnames common in Nigeria (Hausa, Yoruba, Igbo and others), Ghana (Akan,
 * Ewe, Ga) and the wider West African region, compiled by the langproc team from general
 * knowledge (not from any evaluation data). Space-separated; lookups ignore case and diacritics.
 *
 * @example
 * ```ts
 * WEST_AFRICAN_NAMES.includes(' Chukwuemeka '); // true
 * ```
 */
export const WEST_AFRICAN_NAMES = `
Abba Abbas Abdulahi Abdulazeez Abdulaziz Abdulbasit Abdulfatah Abdulganiyu Abdulhakeem Abdulhamid Abdulkareem Abdulkarim
Abdullateef Abdulmalik Abdulmumin Abdulrahman Abdulrasheed Abdulrazaq Abdulsalam Abdulwahab Abdurrahman Abdussalam Abubakar
Adamu Ahmadu Alhassan Aminu Anas Asabe Atiku Auwalu Ayuba Azeez Babangida Bala Balarabe Bappa Bashiru Bature
Bilkisu Binta Buba Buhari Dahiru Danbaba Dankwambo Danlami Dantata Datti Dikko Ganduje Habiba Hadiza Hajara
Halilu Hamisu Hamza Hannatu Hassana Hauwa Hussaini Hussaina Inuwa Isah Isiaka Isyaku Jibrin
Kabiru Kaka Kulu Ladidi Lawali Mahmud Mahmood Mairo Maimuna Maryam Mudi Muhammadu Murtala Musa Mustapha
Nafisa Nasir Nasiru Nuhu Rabi Rabiu Rabi'u Rabiatu Rahama Ramatu Rashida Rukayya Sa'adatu Saadatu Sadiya Saidu
Salisu Salamatu Sanusi Shamsuddeen Shamsudeen Shehu Shuaibu Sulaimanu Sule Surajudeen Tanimu
Tijjani Tukur Turaki Ummi Umma Usaini Wada Yahaya Yakubu Yunusa Yusha'u Zainab Zainabu Zaharaddeen Zubairu Zulaiha Kwankwaso
Abiola Abiodun Abimbola Adaeze Adebanjo Adebayo Adebisi Adebola Adebowale Adedayo Adedeji Adedoyin Adegbola Adegboyega
Adejumo Adekoya Adekunle Adelabu Adelaja Ademola Adeniran Adeniyi Adenike Adeola Aderemi Aderonke Adesanya Adesina Adesola
Adetokunbo Adetola Adetunji Adewale Adewole Adewumi Adeyemi Adeyinka Adigun Adisa Afolabi Afolake Agbaje Ajala Ajibade
Ajibola Ajoke Akande Akanni Akinbode Akinde Akindele Akinkunmi Akinlabi Akinola Akinpelu Akinrinade Akinsanya Akintunde
Akinwumi Alade Alaba Amope Aremu Arinola Ayinde Ayobami Ayodeji Ayodele Ayoola Ayotunde Babajide Babatunde Babawale
Bamidele Bankole Bimpe Bolaji Bolanle Bolatito Bosede Busayo Dapo Dayo Dolapo Dotun Ebun Enitan Fadeke Fajimi Fasola
Fashola Fayose Femi Folasade Folashade Folorunsho Funke Funmi Funmilola Gbemi Gbenga Ibukun Idowu Ifedayo Ige Iyabode
Jide Jimoh Jumoke Kayode Kehinde Kolawole Kunle Ladipo Lanre Lateef Makinde Modupe Mojisola Moradeyo Morakinyo Morenike
Moyo Niyi Obafemi Odunayo Ogunbanjo Ogundele Ogunlana Ogunleye Ogunmola Okunola Oladapo Oladele Oladimeji Oladipo
Oladipupo Olagunju Olajide Olajumoke Olakunle Olaleye Olamide Olaniyan Olanrewaju Olaoluwa Olasunkanmi Olatunde Olatunji
Olawale Olawunmi Olayemi Olayinka Olubunmi Olufunke Olufunmilayo Olugbenga Olujimi Olukayode Olukunle Olumide Olusegun
Olusola Olutayo Oluwadamilare Oluwafemi Oluwafunmilayo Oluwagbemiga Oluwakayode Oluwaseyi Oluwaseun Oluwatobi Oluwatosin
Omolade Omolola Omotayo Omotola Omowunmi Oni Onifade Opeoluwa Oreoluwa Osinbajo Owolabi Oyebanji Oyebode Oyedele Oyelowo
Oyetola Oyinkansola Segun Seyi Shade Shittu Sikiru Simisola Sunkanmi Taiwo Temidayo Temitayo Titi Tobiloba
Tokunbo Toluwani Tope Tunji Wasiu Wunmi Yemisi Yinka Abike Abidemi Adunni Ajoke Ayinke Bukky Dunni Iyanu Jadesola Kikelomo
Lola Lolade Motunrayo Oyin Peju Sade Toun Yejide Oyinlola Ajimobi Akeredolu Aregbesola Amosun Ambode Ladoja
Achebe Adaobi Adaku Adanna Adimora Afam Akachi Akudo Amadi Amaechi Anayo Anyaoku Anyim Chiamaka Chibueze Chibuike Chidera
Chidiebere Chidozie Chiemeka Chiemelie Chiemezie Chijioke Chika Chikezie Chikodi Chimaobi Chimezie Chinaza Chinazo Chinecherem
Chinedum Chinelo Chinenye Chinua Chinweike Chinwendu Chioma Chisom Chinonye Chiomaka Chizoba Chukwudi Chukwudike Chukwuebuka
Chukwuka Chukwuma Chukwunonso Chuks Dozie Ebele Ebuka Echezona Ekene Ekwueme Emeka Eze Ezinne Ezekwesili Ifeanyichukwu Ifunanya
Ijeoma Ikechukwu Ikemefuna Ikenna Izuchukwu Kamsiyochukwu Kenechukwu Kosisochukwu Nkechi Nkiruka Nnamdi Nnanna Nneamaka
Nnedi Nneoma Nwabueze Nwachukwu Nwakaego Nwamaka Nzube Obiageli Obiajulu Obinna Obiora Odinaka Ogechukwu Ogochukwu
Okechukwu Okey Okwudili Onyebuchi Onyedika Onyekachi Onyinye Onyinyechi Osita Ositadinma Somadina Sochima Tobenna Uchechukwu
Uchechi Ugochukwu Ugonna Ujunwa Uzoma Uzochukwu Zikora Obianuju Nneka Ngozi Odera Ifeyinwa Ebere Ogbonnaya Okoli Okafor Okeke
Okonkwo Okoro Okorie Okpara Okwu Onuoha Onwuka Onyeka Orji Ozo Nwankwo Nwosu Nwafor Nweke Nwoye Nwokoye Nwogu Nwaeze Nwabueze
Obasi Obi Obiano Odili Odinkalu Ogbu Ojukwu Okolie Okonjo Okoye Okpala Olisa Olise Ononiwu Soludo Ubah Udeh Udoji
Ugwuanyi Ukachukwu Umeh Umeano Uzor Uzodimma Ezeani Ezeh Ezeife Ezenwa Ezeoke Igwe Ike Ikeji Iloka Iwu Mbadiwe Mbah Ndubuisi
Akpabio Udom Umana Effiong Ekpo Etim Bassey Okon Inyang Asuquo Essien Edem Eyo Ekanem Nsikak Ubong Uduak Idara Imaobong
Oshiomhole Ighodaro Osagie Osaro Osamudiamen Eghosa Efosa Nosa Ogbemudia Ehigie Ehis Omoregie Iyoha Okotie Eboh
Tompolo Dickson Sylva Diri Amaechi Wike Okowa Ibori Uduaghan Alamieyeseigha Jonathan Goodluck Ebele Timipre Tamuno
Abena Abenaa Adjoa Adwoa Afia Afriyie Afua Agyapong Agyekum Akosua Akua Akuffo Akwasi Ama Amma Ampofo Ankomah Ansah Antwi
Appiah Asamoah Asantewaa Atta Awuah Baffour Boadu Boahen Boakye Bosompem Darkwa Dankwa Dapaah Duah Dufie Efua Ekua Esi
Frimpong Gyamfi Gyasi Kakra Kissi Kobina Kofi Kojo Konadu Kuffour Kwabena Kwadwo Kwaku Kwame Kwarteng Kwasi Kwesi Manu
Mensah Nana Nkansah Nkrumah Nsiah Obeng Ofori Okyere Opoku Osei Oti Owusu Prempeh Sarfo Serwaa Serwah Tawiah Twum Yaa Yaw
Yeboah Akufo-Addo Bawumia Mahama Rawlings Kufuor Atta Anane Busia Danquah Agyepong Asiedu Boateng Adomako Amankwaa
Ababio Acquah Addai Adu Aduse Agyeiwaa Akyeampong Amoako Anokye Asare Baidoo Bekoe Donkor Fosu Kusi Kyeremeh Marfo Nketia
Obiri Osafo Sakyi Wiredu Essel Quansah Eshun Mireku Nyame Tetteh Quaye Lartey Laryea Kotei Odoi Nii Naa Ablorh Ayitey Korkor
Dzifa Edem Elikplim Eyram Kafui Kekeli Mawuli Mawuena Selikem Senyo Sedem Yayra Dela Delali Etornam Setor Agbeko Agbenyega
Gbeho Kpodo Amevor Dogbe Adzo Afi Ablavi Kossi Kodjo Komi Koffi Yao Kouassi Kouame Konan Ouattara Gbagbo Bedie Soro Drogba
Diallo Diop Ndiaye Sall Senghor Faye Gueye Mbaye Ndour Seck Sy Thiam Toure Sidibe Sissoko Kante Kone Keita Traore
Coulibaly Camara Conde Sylla Bah Barry Sow Balde Jalloh Kamara Sesay Koroma Bangura Conteh Turay Kallon Mansaray Fofanah
Weah Sirleaf Tubman Taylor Boakai Jammeh Barrow Jawara Ceesay Njie Jallow Touray Sanneh Darboe Jobe Manneh Cham Bojang
Bola Gbolahan Eniola Mojola Salawa Jamiu Semiu
Morufu Alimi Saliu Musiliu Ganiyu Rasaki Rasak Lukmon Lukman Taofeek Taofik Fatai Mutiu Waheed Kazeem
Akeem Hakeem Rasheed Sulaimon Nurudeen Nurudeen Kamorudeen Tajudeen Fatiu Kolapo Lekan Wole Yomi Tayo Biodun Rotimi Rotimi
Sherifat Kafayat Mulikat Nimota Nimotalai Risikat Sekinat Bilikisu Sidikat Sakirat Silifat Adijat Rukayat Aminat Kuburat
Serifat Basirat Muinat Latifat Fausat Ramota Kudirat Tawakalitu Barakat Monsurat Rahmat Jelili Lasisi Lamidi Raufu Sikiru
Gbadebo Gbadamosi Gbadegesin Gbenro Gbemileke Gboyega Ibrahim Idris Jubril Kabir Kareem Karimu Lawal Mudashiru Mukaila
Tunde Tundun Funso Femi Kemi Tolu Bukola Bimpe Bunmi Dupe Ebun Enitan
Abeke Abebi Abeni Adebimpe Adeduntan Adejoke Adekemi Adeleke Adelola Adenrele Aderonke Adesewa Adeyinka Adufe Aduke
Akanbi Akanji Akande Akinyemi Akinwunmi Akinyele Akinloye Akinbami Akinfenwa Akintola Alabi Alake Alao Amoo Amusa Aransiola
Arowolo Asake Atanda Awolowo Ayanleke Ayantunde Ayoade Ayobami Ayoola Ayorinde Babalola Babarinde Babatope Bakare Balogun
Banjo Dairo Daramola Durojaiye Ekundayo Elegbede Eniayo Eniolorunda Fagbemi Fakunle Falade Falana Falola Fasanya
Fatoyinbo Fawehinmi Fayemi Fayomi Fijabi Folarin Folayan Gbadamosi Ibikunle Ige Ilesanmi Ishola Jegede Kasumu Komolafe
Kuteyi Ladipo Lawanson Makanjuola Mustapha Odunlami Odusanya Odutola Ogunbiyi Ogundipe Ogunbanjo Ogunlesi Ogunmola
Ogunsola Ogunyemi Ojora Okanlawon Okunade Oladele Oladokun Oladosu Olagoke Olaiya Olaniyi Olaniyan Olanipekun Olarewaju
Olasupo Olatoye Olayiwola Olofin Olokun Oloyede Olubodun Oludare Olufemi Olugbade Olukoya Oluremi Olusanya Olusoji
Olutoye Oluyemi Omisore Omotosho Oni Onibudo Onigbinde Onikoyi Opeyemi Orimolade Osho Osunbade Otedola Owoeye Oyebade
Oyediran Oyedepo Oyegoke Oyekan Oyelaran Oyeleye Oyelude Oyeniran Oyewole Oyewumi Popoola Raji Sanusi Shonibare Soetan
Sowunmi Taiwo Tiamiyu Tijani Adeboye Fasola Tinubu
Ajimobi Akeredolu Makinde Abiodun Osoba Adebanjo Akintoye Obasanjo Awoniyi Adesina Ajayi Crowther Soyinka Anikulapo
Abiola Moshood Kashimawo Kudirat Hafsat Bucknor Ladoja Alaafin Adeyemi Oyinlola Oyetola Aregbesola Fayose Oni Segun
Mimiko Agagu Adefarati Ajasin Adesanmi Adeyemo Fasheun Ojudu Sagay
Ayinla Omowura Haruna Ishola Sikiru Kollington Ebenezer Wasiu Ayinde Pasuma Saheed Osupa
Tope Alabi Bukola Saraki Shina Yinka Ayefele Toyin Funke Akindele Odunlade Adekola Femi Adebayo Lateef
Jide Kosoko Kunle Afolayan Jimi Solanke Suwe Dagunro Ogunde Ogunjimi Ogunjobi Ogunkoya Ogunleye Ogunseye Oguntade
`;
