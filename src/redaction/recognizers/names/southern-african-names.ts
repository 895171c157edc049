/**
 * Given names and surnames common in South Africa, Zimbabwe, Botswana, Lesotho, Eswatini,
 * Zambia and Malawi (Zulu, Xhosa, Sotho, Tswana, Shona, Ndebele, Tsonga, Venda, Afrikaans),
 * compiled by the langproc team from general knowledge (not from any evaluation data).
 *
 * @example
 * ```ts
 * SOUTHERN_AFRICAN_NAMES.includes(' Nomvula '); // true
 * ```
 */
export const SOUTHERN_AFRICAN_NAMES = `
Ayanda Ayabonga Andile Anele Asanda Athandwa Aviwe Babalwa Bandile Bheki Bhekani Bongani Bongiwe Bonginkosi Busisiwe Buhle
Buhlebezwe Duduzile Dumisani Fezile Gugu Gugulethu Hlengiwe Jabulani Khanyisile Khaya Khethiwe Khulekani Khumbulani Kwanele
Lindani Lindelani Lindiwe Lihle Londiwe Lunga Lungelo Lungile Lwandile Lwazi Mandla Mbali Mbalenhle Mduduzi Mfundo
Minenhle Mlungisi Mondli Mpumelelo Mthokozisi Mthunzi Musa Mxolisi Mzwandile Nandi Nkanyiso Nkosinathi Nkululeko Nokubonga
Nokuthula Nolwazi Nomalanga Nomathemba Nombuso Nomcebo Nomfundo Nomhle Nomsa Nomthandazo Nomvula Nondumiso Nonhlanhla
Nonkululeko Nosipho Nozipho Ntokozo Ntombifuthi Ntombi Ntombizodwa Philani Phindile Phumzile Phumlani Samkelo Sanele
Sandile Sbusiso Sibongile Sibusiso Sifiso Sihle Simphiwe Sindisiwe Siphamandla Siphesihle Sipho Siphiwe Sithembiso Siyabonga
Siyanda Sizwe Snenhlanhla Thabani Thabiso Thalente Thandeka Thandiwe Thando Thembeka Thembinkosi Themba Thokozani Thulani
Vusi Vusumuzi Xolani Zakhele Zamokuhle Zanele Zandile Zinhle Zodwa Zola Zukiswa Zwelakhe Zwelithini Zandisile Lwando
Akhona Anathi Asemahle Athenkosi Avela Bulelani Bulelwa Luvuyo Lulama Lusanda Lutho Luyolo Mawethu Mihlali Mncedisi
Mzukisi Ncumisa Nobuhle Nomonde Nomvuyo Nosiphiwe Siyamthanda Sinethemba Sinovuyo Siphokazi Thembisa Unathi Vuyani Vuyisile
Vuyo Vuyokazi Xolelwa Yonela Zintle Zoleka Zukile Sibabalwe Ziyanda Masixole Lonwabo Khanyisa Sisipho Olwethu Onke Qhawe
Boitumelo Bontle Dikeledi Dineo Gaone Goitseone Itumeleng Kabelo Kagiso Karabo Katlego Keabetswe Kealeboga Keamogetse
Kefilwe Keitumetse Kgomotso Kgosi Kgothatso Lebogang Lerato Lesedi Lesego Mmabatho Masego Modiri Mothusi Motlalepula
Mpho Naledi Neo Nthabiseng Oarabile Obakeng Omphile Onalenna Onkarabile Oratile Otsile Palesa Phenyo Puleng Refilwe
Reneilwe Tebogo Thato Tlotlo Tshepiso Tshepo Tsholofelo Tumelo Tumisang Boipelo Dimpho Gofaone Kamogelo Keletso Masedi
Mosa Motlatsi Nthati Lineo Mamello Mpheng Lebohang Limpho Lerato Teboho Tefo Tlotliso Retselisitsoe Rethabile Relebohile
Tsepo Thabang Tumelo Lehlohonolo Mohau Mosiuoa Puseletso Nthabeleng Mamokete Palesa Paballo Tsietsi Selloane Mpolokeng
Tatenda Tendai Tinashe Tafadzwa Tapiwa Tawanda Takudzwa Tanaka Tariro Rutendo Rumbidzai Ruvimbo Rufaro Nyasha Chipo
Tsitsi Kudzai Kudakwashe Farai Fadzai Shingai Shingirai Simbarashe Munyaradzi Tonderai Anesu Vimbai Nyarai Chiedza
Chenai Chengetai Danai Dudzai Fungai Gamuchirai Kundai Makanaka Mazvita Mufaro Munashe Mutsa Ngonidzashe Nokutenda
Panashe Ropafadzo Tanyaradzwa Tatendaishe Tinotenda Tonderayi Tsungai Tungamirai Vongai Wadzanai Kumbirai Tichaona
Tichafa Tafara Takunda Tawanda Batsirai Blessing Brighton Learnmore Lovemore Loveness Tendayi Trymore Godknows Givemore
Dlamini Nkosi Ndlovu Khumalo Mthembu Mkhize Ngcobo Cele Buthelezi Zungu Mahlangu Shabalala Mabaso Ntuli Msimang Gumede
Hadebe Mokoena Molefe Mofokeng Nkuna Sithole Mbeki Mandela Sisulu Xaba Radebe Mbatha Magagula Maseko Motaung Tshabalala
Mthethwa Zwane Nxumalo Madonsela Ramaphosa Motsepe Masilela Mosia Moloi Ngubane Biko Tutu Sobukwe Hani Mabuza Mnisi Shezi
Majola Masondo Mkhwanazi Mathe Nhlapo Ngema Ngwenya Mazibuko Mlangeni Vilakazi Qwabe Magwaza Mdletshe Makhanya
Zuma Malema Mchunu Mtshali Ndaba Nene Ngidi Nhlangothi Ntshangase Shange Sibiya Sikhakhane Simelane Thusi
Zondi Mhlongo Mbhele Mkhabela Mnguni Mokwena Mthiyane Ndlela Nkabinde Phungula Luthuli Dube
Mabuza Mahlaba Majozi Masango Maphumulo Mavuso Mazibuko Mbongwa Mdlalose Mhlanga Mkhonza Mlambo Mlotshwa Mnyandu
Mpanza Msomi Mthimkhulu Mvelase Myeni Ndima Ndlovu Ngcamu Ngubo Nkwanyana Nzimande Shandu Sokhela Xulu Zikalala
Mbete Mabandla Mabuyakhulu Mgqibela Ngcukaitobi Makhaya Sigcau Matanzima Mpofu Mdingi Qoboshiyane
Gqirana Jonas Mantashe Mbalula Nqakula Mapisa Mthembi Dyantyi Mayekiso Mzamo Ngcaba Ngqula Nkwinti Nongqawuse
Mokonyane Motshekga Ntshavheni Pandor Lesufi Makhura Mashatile Magashule Duarte Kubayi Ntshalintshali Tau Mapaila
Moyo Ncube Sibanda Nyathi Chikwanha Mutasa Mugabe Tsvangirai Chiwenga Marufu Chinamasa Makoni Zvobgo Mnangagwa Chamisa
Matibe Chirwa Banda Phiri Tembo Lungu Mulenga Chanda Bwalya Kaunda Hichilema Chiluba Mwanawasa Sata Mutharika
Chakwera Muluzi Moyo Chikore Chikerema Chinotimba Chigwedere Chimombe Chinembiri Chipunza Gumbo Hove Jaricha Kasukuwere
Machingura Madzima Mahachi Makumbe Mandaza Mangwana Manyika Mapfumo Marimo Masuku Matare Mavhunga Mazarura Mhlanga
Mhere Mlilo Mpofu Msipa Mudede Mugari Mujuru Mukanya Mukonoweshuro Mupfumira Murerwa Mushonga Mutambara Mutsvangwa
Muzenda Ndlovu Nhema Nkomo Nyoni Sekeramayi Shumba Tekere Zhuwao Zimunya Zinyemba Chatunga Dabengwa Gono Biti Mzembi
Molefi Mokgosi Mogae Masisi Khama Seretse Masire Merafhe Kgalema Motlanthe Tlhabane Moeng Morake Mokgatle Modise Molosiwa
Letsie Moshoeshoe Mosisili Thabane Matekane Mokhele Mohapi Mokhothu Mochoboroane Mahao Lekhanya Ramaema Seeiso
Mokoena Mofokeng Moloi Motsamai Motaung Motloung Mothibi Motsoeneng Mpshe Ramokgopa Ramathlodi Sekhukhune
Baloyi Maluleke Mathebula Makhubela Chauke Hlongwane Ngobeni Shikwambana Rikhotso Mabunda Nkuna Novela Mashaba Chabalala
Mudau Netshitenzhe Ramavhoya Nemutanzhela Ravele Tshikalange Madzivhandila Mulaudzi Rambau Nengovhela Tshivhase
Botha Pretorius Nel Venter Coetzee Steyn Fourie Kruger Swanepoel Joubert Visser Jacobs Smit Vermeulen Erasmus Marais
Olivier Lombard Theron Viljoen Plessis Bezuidenhout Badenhorst Cronje Engelbrecht Ferreira Grobler Hattingh Jansen
Janse Kotze Roux Liebenberg Louw Malan Meyer Mostert Nortje Oosthuizen Potgieter Rossouw Schoeman Smuts Strydom
Terblanche Uys Merwe Wyk Zyl Wessels Willemse Naidoo Pillay Govender Naicker Moodley Reddy Chetty Padayachee
Nqobile Nhlanhla Nathi Sphe Siphe Mdu Mduduzi Thembi Thembisile Thobile Vuyiswa Mangaliso Nompilo Khuzani Thokozile Ntando
Ntandoyenkosi Sfiso Sifiso Sbusiso Sibusiso Mthokozisi Thokozani Sanele Snenhlanhla Nosipho Zinhle Zandile Zanele
Zama Zamokuhle Zakhele Zenzele Zibuyile Zodwa Zola Zonke Zuko Mpumelelo Mpumi Mlungisi Mondli Msizi Musa Mxolisi Mzamo
Nkosinathi Nkululeko Nomcebo Nomthandazo Nomzamo Nondumiso Nonjabulo Nonkululeko Nontobeko Nonzwakazi Nosihle Nozipho
Ntokozo Ntombifuthi Ntombikayise Ntuthuko Njabulo Nokwanda Nolwazi Nomalanga Nombuso Nomfundo Nomvelo Nomkhosi Nhlakanipho
Phindile Phiwe Phumlani Phumelele Phelelani Sabelo Sakhile Samkelo Sandiso Sazi Senzo Sibonelo Sibongiseni Sibusisiwe
Sifundo Sihle Simphiwe Sinethemba Siphamandla Siphelele Siphiwe Sithembiso Sizakele Siyanda Siyethemba Sne Snethemba
Thabani Thamsanqa Thando Themba Thembeka Thembinkosi Thembelani Thulisile Thuthuka Vuyani Vuyisile Vusumuzi Wandile Xolani
Xolisile Zethu Zweli Zwelakhe Zwelinzima Zwelithini Bhekani Bhekisisa Bhekumuzi Bonginkosi Bongiwe Busisiwe Dumisani
Duduzile Dumile Gugu Gugulethu Hlengiwe Jabulani Khanyisani Khethiwe Khulekani Khulekile Khulubuse Lindani Lindokuhle
Lungelo Lwandle Mandisa Manqoba Mbongeni Menzi Minenhle Mlondi Mthunzi Muzi Muzikayise Ndumiso Ndumiso Nhlakanipho
Andisiwe Anathi Athenkosi Ayabonga Bulelani Bulelwa Buyisiwe Fezeka Khaya Lulama Lungile Lusanda Luvuyo Mthetheleli
Mzwakhe Nceba Ncumisa Nomonde Nomvuyo Nosiviwe Odwa Phumeza Sibabalwe Sindiswa Siphokazi Siyabulela Thandiwe Thembalethu
Unathi Viwe Vuyolwethu Yonela Zintle Ziyanda Zukisa Zoleka Lonwabo Lutho Mihlali Sinovuyo Akhona Babalwa Bonisile
Tumi Tumisho Bokang Lufuno Rudzani Tshilidzi Ndivhuwo Mashudu Khathutshelo Livhuwani Fulufhelo Azwinndini Thivhulawi
Tsakani Hlulani Nyiko Ntsako Tiyani Hlamulo Vutomi Rhulani Tinyiko Kurhula
Keabetswe
Johannes Jacobus Petrus Cornelis Cornelius Gerhardus Andries Stephanus Christiaan Frederik Nicolaas Barend Marthinus
Lourens Adriaan Albertus Izak Gerrit Sarel Jannie Kobus Hennie Fanie Danie Dawie Wynand Tiaan Morné Werner Schalk Theuns
Deon Thinus Hannes Bennie Ockert Jacques Johann Gideon Marlene Liezl Liesl Anneke Elize Elmarie Marelize Annemarie
Susanna Johanna Magdalena Hester Riana Ronel Mariska Chantelle Lizelle Marike Anneline Sunette Hannelie Retha Estelle
Heleen Corné Ansie Rentia Jolandi Karlien Liesel Lizette Marietha Mientjie Wilma Tersia Annatjie Leonie Ilze Zelda

Mngadi Malinga Makhathini Mathunjwa Twala Mokwena Ngobese Mkhwanazi Mthembu Mthethwa Ngema Ngubane Nxumalo Ndlela Ndaba
Nene Nzama Shange Sibiya Sikhakhane Zikalala Mchunu Mdlalose Mkhabela Mlaba Mnguni Msomi Myeni Ndlovu Ngwenya Nhlapo
Ntshangase Qwabe Shandu Sokhela Mabuza Madlala Mahlangu Majola Makhanya Makhaye Mbhele Mbokazi Mdletshe Mhlongo Mjoli
Mkhize Mlambo Mnisi Mpanza Msweli Mtshali Nkabinde Ntanzi Gumede Gwala Hlongwane Hlophe Khanyile Khoza Khuzwayo
Luthuli Maphumulo Masinga Mathenjwa Mazibuko Mbatha Mbanjwa Mkhonza Mngomezulu Mntungwa Mnyandu Mpungose Msimango Mtolo
Cele Dladla Dlamini Dlomo Dube Gcabashe Gama Biyela Bhengu Bhembe Buthelezi Chiliza Cebekhulu Fakude Gasa Gumbi
Mabaso Mabizela Madondo Mafuleka Magubane Mahaye Majozi Makhubu Malaza Manana Manqele Maseko Masondo Mavundla Mbonambi
Mkhwebane Mofokeng Molefe Mokoena Motaung Nkosi Ntuli Radebe Sithole Tshabalala Xaba Zwane Khumalo Ngcobo Mkhize Shezi
Mabandla Gqirana Mbeki Sisulu Tambo Hani Mandela Ramaphosa Zuma Malema Maimane Mashaba Mchunu Mantashe Mbalula Gigaba
Dlamini-Zuma Nxesi Mboweni Godongwana Motsoaledi Lamola Ntshavheni Kubayi Creecy Pandor Sisulu Ngcukaitobi Madonsela
Fassie Kunene Masekela Makeba Mahlathini Nkosazana Ndlozi Shivambu Msimang Moloi Motsepe Sexwale
Makhura Mokonyane Mashatile Mapisa-Nqakula Magashule Majodina Nkwinti Ngcukana Mabuyane Masualle Mchunu Zikalala Dube-Ncube
Kelebogile Olebogeng Omphemetse Tshiamo Mosimanegape Oaitse Ontlametse Goabaone Ogomoditse
Quett Ketumile Botsalo Dumelang Bathoen Linchwe Lentswe Sechele Pilane Seepapitso Tshekedi Gaolathe Gaolatlhe
Motswagole Kgosidintsi Sekgoma Ntshebe Mokgethi Kgafela Gabaake Mooketsi Segokgo Radipitse Ramokate
Kgosietsile Setshwaelo Olopeng Tsogwane Venson Matlhare Mphoeng Sebego Tshipinare Nkate Mmolotsi Keorapetse
Kebonang Lesetedi Batshu Mokaila Magang Mokgothu Molale Mmualefhe Kwelagobe
`;
