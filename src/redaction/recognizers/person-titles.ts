/**
 * Titles and offices that precede a person's name in the 19 languages' regions ("President",
 * "Governor", "Gwamna", "Gómìnà", "Gọvanọ", "Rais", "Mongameli", "Maazị", "Muzvare", "ፕሬዚዳንት",
 * "ጠቅላይ ሚኒስትር", ...). A capitalised run after a title is a person (the title itself stays
 * unmasked); a title word inside a capitalised run splits it.
 *
 * @example
 * ```ts
 * PERSON_TITLES.includes('Gwamna'); // true
 * ```
 */

/** Title words written in Latin script (case and diacritics are ignored on lookup). */
export const PERSON_TITLES: readonly string[] = [
  // English and international
  'President', 'Governor', 'Minister', 'Senator', 'Sen', 'Hon', 'Honourable',
  'Honorable', 'Chairman', 'Chairperson', 'Chairwoman', 'Commissioner', 'Mayor',
  'Councillor', 'Ambassador', 'General', 'Gen', 'Colonel', 'Col', 'Major', 'Maj',
  'Captain', 'Capt', 'Lieutenant', 'Lt', 'Sergeant', 'Sgt', 'Corporal', 'Cpl', 'Commander',
  'Brigadier', 'Admiral', 'Marshal', 'Inspector', 'Superintendent', 'Constable', 'Judge', 'Justice',
  'Magistrate', 'Prosecutor', 'Attorney', 'Coach', 'Doctor', 'Professor', 'Prof', 'Dr', 'Engr',
  'Engineer', 'Arc', 'Pharm', 'Barr', 'Barrister', 'Lawyer', 'Pastor', 'Rev', 'Reverend', 'Bishop',
  'Archbishop', 'Cardinal', 'Pope', 'Father', 'Fr', 'Sister', 'Brother', 'Deacon', 'Apostle',
  'Prophet', 'Evangelist', 'Imam', 'Sheikh', 'Ustaz', 'Alhaji', 'Alhaja', 'Hajiya', 'Mallam',
  'Malam', 'Chief', 'King', 'Queen', 'Prince', 'Princess', 'Emir', 'Sultan', 'Oba', 'Obi', 'Igwe',
  'Sarki', 'Sarkin', 'Lady', 'Sir', 'Dame', 'Lord', 'Mr', 'Mrs', 'Ms', 'Miss', 'Madam', 'Mister',
  'Mista', 'Uncle', 'Aunty', 'Auntie', 'Comrade', 'Comr', 'Elder', 'Nurse', 'Teacher', 'Mwalimu',
  // Hausa
  'Shugaba', 'Shugaban', 'Gwamna', 'Gwamnan', 'Sanata', 'Ministan', 'Minista', 'Kwamishina',
  'Kwamishinan', 'Mataimakin', 'Dakta', 'Farfesa', 'Malama', 'Hajiya', 'Alkali', 'Alƙali', 'Madaki', 'Waziri', 'Wazirin', 'Galadima', 'Sarkin', 'Hakimi', 'Dagaci', 'Kakakin',
  'Sakataren', 'Shugabar', 'Jagoran', 'Mista', 'Misis', 'Kwamandan', 'Kanal', 'Janar', 'Manjo',
  // Yoruba
  'Ààrẹ', 'Aare', 'Gómìnà', 'Gomina', 'Sẹ́nétọ̀', 'Senetọ', 'Mínísítà', 'Minisita', 'Ọ̀gbẹ́ni', 'Ogbeni',
  'Arábìnrin', 'Arabinrin', 'Ìyáàfin', 'Iyaafin', 'Olóyè', 'Oloye', 'Ọba', 'Ọmọọba', 'Omooba',
  'Àlàájì', 'Alaaji', 'Àlàájà', 'Alaaja', 'Àláájà', 'Olùṣọ́àgùtàn', 'Bíṣọ́ọ̀bù', 'Dókítà', 'Dokita',
  'Ọ̀jọ̀gbọ́n', 'Ojogbon', 'Adájọ́', 'Adajo', 'Alága', 'Alaga', 'Kọmíṣọ́nnà', 'Olórí', 'Olori',
  'Ìyálọ́jà', 'Bàbá', 'Màmá', 'Ìyá', 'Baálẹ̀', 'Baale', 'Aláàfin', 'Ọọ̀ni', 'Ooni', 'Ẹgbọ́n',
  // Igbo
  'Maazị', 'Mazị', 'Maazi', 'Mazi', 'Oriakụ', 'Oriaku', 'Nwaanyị', 'Ọkammụta', 'Okammuta',
  'Dọkịta', 'Dokita', 'Gọvanọ', 'Govano', 'Onyeisi', 'Sịnetọ', 'Sineto', 'Kọmishọna',
  'Komishona', 'Ọkaa', 'Nnaa', 'Ichie', 'Ozo', 'Ọzọ', 'Eze', 'Bishọọpụ', 'Bishopu', 'Achịbishọp',
  'Ashịbishọọpụ', 'Fada', 'Ụkọchukwu', 'Dee', 'Deede', 'Lọọya',
  // Swahili
  'Rais', 'Makamu', 'Waziri', 'Naibu', 'Gavana', 'Seneta', 'Mbunge', 'Spika', 'Jaji', 'Hakimu',
  'Mkuu', 'Mwenyekiti', 'Katibu', 'Kamishna', 'Balozi', 'Meya', 'Diwani', 'Daktari', 'Dkt',
  'Profesa', 'Mchungaji', 'Askofu', 'Padri', 'Shehe', 'Sheikh', 'Bwana', 'Bi', 'Bibi', 'Mzee',
  'Mama', 'Baba', 'Ndugu', 'Kocha', 'Mwalimu', 'Kapteni', 'Jenerali', 'Kanali', 'Meja', 'Inspekta',
  'Afisa', 'Mkurugenzi', 'Msemaji', 'Mfalme', 'Malkia', 'Mtukufu',
  // Zulu, Xhosa (class prefix u- / ngu- / ka- may be attached: uMongameli)
  'Mongameli', 'Sekela', 'Ngqongqoshe', 'Ndunankulu', 'Nkosi', 'Nkosikazi', 'Nkosazana', 'Mnumzane',
  'Mnumzana', 'Nksz', 'Nkk', 'Mnu', 'Mhlonishwa', 'Sodolophu', 'Meya', 'Kumkani', 'Inkosi', 'Isilo',
  'Mfundisi', 'Umfundisi', 'Gqirha', 'Dokotela', 'Solwazi', 'Mphathi', 'Sihlalo', 'Usihlalo',
  'Induna', 'Kapteni', 'Umongameli', 'Ungqongqoshe',
  // Sesotho, Setswana
  'Tautona', 'Mopresidente', 'Tona', 'Letona', 'Morena', 'Mofumahadi', 'Mofumahali', 'Kgosi',
  'Kgosana', 'Kgosigadi', 'Ntate', 'Mme', 'Rre', 'Mma', 'Moruti', 'Ngaka', 'Moporofesa', 'Motsamaisi',
  'Modulasetulo', 'Moatlhodi', 'Mmusisi', 'Mmusi', 'Tonakgolo', 'Mokhomishenara',
  // Shona
  'Muzvare', 'Amai', 'Baba', 'Sekuru', 'Mambo', 'Ishe', 'Gurukota', 'Mutungamiri',
  'Mutevedzeri', 'Mufundisi', 'Chiremba', 'Purofesa', 'Gavhuna', 'Meya', 'Shefu', 'Changamire',
  'Vamwe', 'Mudzidzisi',
  // Kinyarwanda
  'Perezida', 'Minisitiri', 'Guverineri', 'Senateri', 'Depite', 'Meya', 'Umuyobozi', 'Padiri',
  'Musenyeri', 'Pasiteri', 'Dogiteri', 'Porofeseri', 'Umwami', 'Umwamikazi', 'Nyakubahwa',
  'Umutoza', 'Kapiteni', 'Jenerali', 'Koloneli', 'Majoro',
  // Twi
  'Ɔmanpanin', 'Omanpanin', 'Ɔsofo', 'Osofo', 'Ɔhene', 'Ohene', 'Ɔhemmaa', 'Ohemmaa', 'Nana',
  'Owura', 'Awura', 'Agya', 'Maame', 'Ɔbenfo', 'Obenfo', 'Dɔkta', 'Dokta', 'Sɔfo', 'Ɔkyeame',
  // French, German, Italian, Spanish, Afrikaans
  'Monsieur', 'Madame', 'Mademoiselle', 'Président', 'Présidente', 'Ministre', 'Maître', 'Docteur',
  'Herr', 'Frau', 'Präsident', 'Präsidentin', 'Bundeskanzler', 'Kanzler', 'Kanzlerin', 'Signor',
  'Signora', 'Presidente', 'Ministro', 'Dottor', 'Dottore', 'Señor', 'Señora', 'Don', 'Doña',
  'Meneer', 'Mevrou', 'Mnr', 'Mev', 'Dokter', 'Minister', 'Burgemeester', 'Regter', 'Ds', 'Dominee',
];

/** Title phrases written in Ge'ez script (Amharic): a name of one or two words follows. */
export const ETHIOPIC_TITLES: readonly string[] = [
  'አቶ', 'ወይዘሮ', 'ወ/ሮ', 'ወይዘሪት', 'ወ/ት', 'ዶ/ር', 'ዶክተር', 'ፕሮፌሰር', 'ፕ/ር', 'ሼህ', 'ሼክ', 'ኢንጂነር',
  'ኢ/ር', 'ፕሬዚዳንት', 'ፕሬዝዳንት', 'ፕሬዝደንት', 'ፕሬዚደንት', 'ፕሬዚዳት', 'ጠቅላይ ሚኒስትር', 'ጠ/ሚ', 'ሚኒስትር',
  'ሚኒስትሩ', 'ሚኒስትሯ', 'አምባሳደር', 'ከንቲባ', 'ጄኔራል', 'ሌተና ጄኔራል', 'ኮሎኔል', 'ሻምበል', 'ሻለቃ',
  'ኮማንደር', 'ኢንስፔክተር', 'ሳጅን', 'ዳኛ', 'ጳጳስ', 'ብፁዕ', 'አቡነ', 'ቄስ', 'መምህር', 'መምህርት', 'ፓስተር',
  'ሊቀመንበር', 'ሰብሳቢ', 'ቃል አቀባይ', 'ዳይሬክተር', 'ሥራ አስኪያጅ', 'ኃላፊ', 'ተሟጋች', 'ባልደረባ', 'ንጉሥ',
  'ንግሥት', 'ልዑል', 'አፄ', 'አጼ', 'ደጃዝማች', 'ፊታውራሪ', 'ቀኛዝማች', 'ግራዝማች', 'ብላታ', 'ሰዓሊ',
  'አሰልጣኝ', 'ተጫዋች', 'ጸሐፊ', 'ደራሲ', 'ድምፃዊ', 'ድምጻዊ', 'አርቲስት', 'ጋዜጠኛ', 'ዘጋቢ',
];
