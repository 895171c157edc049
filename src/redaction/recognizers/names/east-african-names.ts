/**
 * Given names and surnames common in Kenya, Tanzania, Uganda, Rwanda and Burundi (Swahili,
 * Kikuyu, Luo, Luhya, Kalenjin, Kamba, Chagga, Ganda, Kinyarwanda, Kirundi), compiled by the
 * langproc team from general knowledge (not from any evaluation data).
 *
 * @example
 * ```ts
 * EAST_AFRICAN_NAMES.includes(' Wanjiku '); // true
 * ```
 */
export const EAST_AFRICAN_NAMES = `
Achieng Adhiambo Agola Akello Akinyi Akoth Amolo Anyango Apiyo Atieno Awino Awuor Juma Kerubo Moraa Nyaboke Bosibori
Kemunto Nyanchama Kwamboka Ogechi Nyakundi Ondieki Omwenga Onsongo Ombati Nyamweya Ongeri Obuya Ochieng Odero Odhiambo
Odongo Ogola Ogutu Ojiambo Okello Okoth Oluoch Omondi Onyango Opiyo Otieno Ouma Owino Oyugi Obura Otiende Odinga Orengo
Oketch Olang Omolo Ooko Osoro Ragwel Ruto Rotich Kiprono Kipkemboi Kipkorir Kiprop Kiptoo Kipruto Kibet Kemboi Korir
Kosgei Koech Chepkoech Chebet Chelangat Chepngetich Cheruiyot Jepkosgei Jeptoo Kipchumba Kiplagat Kipsang Kirui Langat
Mutai Tanui Tergat Kimetto Keino Kiptum Kipyegon Chepkirui Jebet Cherotich Wanjiku Wanjiru Wambui Wairimu Wangari
Wangui Wanjala Wanyama Waithaka Wachira Wafula Wainaina Waweru Wekesa Njeri Njoki Nyambura Nyokabi Muthoni Mumbi Mugure
Gathoni Kariuki Kamau Kimani Kinyua Kiragu Kuria Maina Macharia Mbugua Muchiri Mugo Muriithi Mureithi Mutahi Mwangi
Ndungu Ngugi Njenga Njoroge Njuguna Gachagua Kenyatta Uhuru Kibaki Matiba Kanja Gitau Githinji Gichuru Karanja Kagwe Kahiga
Mbatha Mbithi Mbuvi Musyoka Mutua Mutiso Mwende Mwikali Nduku Ndinda Kalonzo Kilonzo Munyao Muli Wambua Kioko Kyalo Nzioka
Barasa Khaemba Makokha Masinde Mukhwana Nafula Nekesa Simiyu Wasike Wetangula Mudavadi Oparanya Shikuku Atwoli Sifuna
Juma Salim Hamisi Bakari Rashidi Athumani Shabani Ramadhani Mwinyi Hamadi Omari Mwanaidi Mwanahawa Mwajuma Mwanamisi
Zuhura Zaituni Saida Rehema Neema Upendo Furaha Tumaini Baraka Amani Zawadi Faraja Imani Subira Halima Hadija
Mwanaisha Mariamu Asha Riziki Sikudhani Msafiri Shukuru Shukuru Kassimu Mussa Abdallah Athuman Hassani Husseini Seif Suleimani
Mbwana Mfaume Mrisho Kikwete Magufuli Samia Suluhu Nyerere Kawawa Mkapa Lowassa Pinda Majaliwa Mpango Makonda Lissu
Mbowe Zitto Kabwe Membe Lipumba Maalim Mushi Massawe Mrema Lyimo Temba Shirima Kimaro Swai Mollel Laizer Msuya Mallya Minja
Kimaro Urassa Tarimo Mtei Mwakyusa Mwakalinga Mwaipopo Mwakasege Mwakyembe Mwasote Kyando Sanga Mhagama
Mponda Chande Mbaraka Mwamba Mwakilema Mnyika Nchimbi Kinana Slaa Sumaye Warioba Kinyondo Ngeleja Mwigulu Nchemba
Museveni Besigye Kyagulanyi Bobi Amin Obote Mbabazi Muhoozi Kainerugaba Nabbanja Kadaga Rugunda Mugisha
Mugabi Kato Wasswa Nakato Babirye Kizza Kiggundu Ssemakula Ssempala Ssewanyana Sserwadda Lubega Lwanga Mukasa Musoke
Nabukenya Nakamya Nakayima Namubiru Nansubuga Nakitende Namutebi Nalwanga Nassali Kasozi Kawooya Kigozi Kiwanuka Mayanja
Mulindwa Mutebi Nsubuga Ssali Tumusiime Tumwesigye Twesigye Ahimbisibwe Ainomugisha Asiimwe Atuhaire Ayebare Byaruhanga
Kamugisha Katusiime Kyomuhendo Mwesigwa Natukunda Niwagaba Nuwagaba Tukahirwa Turyahikayo Ochola Opio Okot Ocen Akena
Ouma Auma Lakot Apio Acen Adong Akello Alupo Atim Ojok Oryem Olweny Otunnu Kagame Kabarebe Kabila Rusesabagina Habyarimana
Rwigema Nsengiyumva Mukabalisa Mushikiwabo Nduhungirehe Ngirente Murekezi Makuza Uwilingiyimana Kayibanda Bizimungu Nkurunziza
Ndayishimiye Buyoya Ndadaye Ntaryamira Uwimana Mukamana Mukamusoni Mukandoli Mukantwari Mukashyaka Mukazitoni Mukarugwiza
Mukangenzi Mukanyarwaya Mukeshimana Mutoni Mutesi Uwase Uwera Uwamahoro Uwamariya Uwimbabazi Uwingabire Umutesi Umutoni
Umuhoza Umuhire Ingabire Ishimwe Iradukunda Irakoze Igiraneza Isimbi Keza Kayitesi Kamikazi Kampire Gasana Gatete Gakwaya
Habimana Hakizimana Harerimana Havugimana Hategekimana Bizimana Manirakiza Mugabo Mugenzi Mugwaneza Munyakazi Munyaneza
Munyentwari Murenzi Musoni Mutabazi Mutangana Mutsinzi Muvunyi Ndagijimana Ndahimana Ndayambaje Ndayisaba Ndikumana
Ngabo Nganji Niyibizi Niyigena Niyitegeka Niyomugabo Niyonkuru Niyonsaba Niyonzima Nizeyimana Nkundabera Nkusi Nsabimana
Nsanzimana Nsengimana Nshimiyimana Ntakirutimana Ntawukuriryayo Ntirenganya Nzabonimpa Nzeyimana Rukundo Rutayisire
Rwabukumba Sibomana Tuyisenge Tuyishime Twagiramungu Twahirwa Uwayezu Uwizeye Kalisa Karangwa Kamanzi Kanamugire Kayumba
Shyaka Sebagenzi Semana Sekamana Gisa Ganza Shema Manzi Mugisha Cyuzuzo Ineza Gaju Teta Nshuti Rugamba Rwema Kwizera
`;
