/**
 * Given names and surnames common in Europe, the Americas and Asia, plus Muslim and Christian
 * names used across Africa and surnames of widely known public figures (heads of state,
 * international officials), compiled by the langproc team from general knowledge (not from any
 * evaluation data).
 *
 * @example
 * ```ts
 * WORLD_NAMES.includes(' Margaret '); // true
 * ```
 */
export const WORLD_NAMES = `
Aaron Abigail Adam Adrian Agnes Alan Albert Alex Alexander Alexandra Alfred Alice Alison Allan Amanda Amelia Amos Amy
Andre Andrea Andrew Andy Angela Angelina Anita Ann Anne Annette Anthony Antonio Arnold Arthur Ashley Audrey Austin Barbara
Barnabas Barry Beatrice Benjamin Bernard Bernadette Beth Betty Beverly Billy Bob Bobby Bonnie Boniface Brandon
Brenda Brian Bridget Bruce Bruno Caleb Cameron Carl Carol Caroline Catherine Cecilia Charles Charlotte Cheryl
Christina Christine Christopher Cindy Clara Clement Clifford Colin Collins Cornelius Cynthia Daniel Danny
Darren David Dennis Derek Diana Diane Dominic Donald Dorcas Doris Dorothy Douglas Duncan Dylan Edgar Edith Edmund Edna
Edward Edwin Eileen Elaine Eleanor Eli Elias Elijah Elisha Eliza Elizabeth Ella Ellen Eliud Emmanuel Enoch Eric Erica Ernest
Esther Ethan Eugene Eunice Evans Evelyn Ezekiel Ezra Felix Fidelis Fiona Florence Frances Franklin Fred
Frederick Gabriel Gareth Gary Geoffrey George Gerald Gertrude Gideon Gilbert Gladys Gordon Gregory Hannah Harold Harriet
Harry Harvey Helen Henry Herbert Hilda Hillary Hilary Howard Hubert Hugh Ian Irene Isaac Isaiah Ivan
Jacqueline Jake James Jane Janet Janice Jared Jason Jasper Jeffrey Jennifer Jeremiah Jeremy Jerome Jerry Jesse Jessica
Jim Jimmy Joan Joanna Joel John Johnny Jonathan Joseph Joshua Joyce Judith Julia Julian Juliet Justin
Justina Karen Kate Katherine Kathleen Keith Kelvin Kenneth Kevin Kim Kimberly Kyle Lauren Lawrence Leah Leonard Leslie
Lilian Linda Lisa Lois Louis Louise Lucas Lucy Luke Lydia Lynn Magdalene Marcus Margaret Maria Marian Marion Martha
Martin Mary Matilda Matthew Maureen Maxwell Megan Melissa Michael Michelle Mike Milton Miriam Moses Nancy Naomi Natalie
Nathan Nathaniel Neil Nelson Nicholas Nicole Noah Norah Norman Oliver Olivia Oscar Owen Pamela Patricia Patrick Paul Pauline
Penelope Peter Philip Phoebe Phyllis Priscilla Rachel Ralph Raphael Raymond Rebecca Regina Reginald Richard Rita Robert
Roger Ronald Rosemary Ruth Ryan Sally Samson Samuel Sandra Sarah Scott Sean Sharon Sheila Shirley Silas Simon
Solomon Sophia Stanley Stella Stephanie Stephen Steve Steven Susan Sylvester Sylvia Tabitha Teresa Theresa Thomas Timothy
Titus Tobias Tom Tony Tracy Ursula Valentine Valerie Vanessa Vera Veronica Victor Vincent Walter
Wayne Wendy Wilfred William Wilson Winnie Winifred Yvonne Zachary Zacchaeus Zipporah Josephat Kizito Benedicta Evangeline
Jean Pierre Jacques Michel Philippe Alain Bernard Christophe Claude Daniel Didier Dominique Emmanuel Eric Etienne Fabrice
François Frédéric Gérard Guillaume Henri Hervé Jérôme Julien Laurent Marc Mathieu Maxime Nicolas Olivier Pascal Patrice
Rémi Sébastien Stéphane Thierry Vincent Yves Amélie Aurélie Brigitte Camille Caroline Cécile Céline Chantal Christelle
Delphine Élise Émilie Florence Françoise Hélène Isabelle Jacqueline Josiane Juliette Léa Manon Marguerite Mathilde Monique
Nathalie Océane Pauline Sandrine Simone Solange Sylvie Valérie Virginie Yvette Martin Bernard Thomas Robert Richard
Durand Dubois Moreau Laurent Simon Michel Lefebvre Leroy Roux David Bertrand Morel Fournier Girard Dupont Lambert
Rousseau Vincent Muller Lefevre Faure Andre Mercier Guerin Boyer Garnier Chevalier Francois Legrand Gauthier
Garcia Perrin Clement Morin Nicolas Henry Roussel Mathieu Gautier Masson Duval Denis Dumont Marie Lemaire
Meyer Dufour Meunier Blanchard Giraud Lucas Brunet Gaillard Barbier Arnaud Martinez Gerard
Hans Peter Klaus Jürgen Dieter Günter Horst Helmut Uwe Werner Wolfgang Manfred Rainer Thomas Michael Andreas Stefan
Markus Matthias Tobias Florian Sebastian Maximilian Alexander Jan Tim Niklas Moritz Lukas Finn Paul Jonas Elias
Anna Maria Ursula Monika Petra Sabine Claudia Susanne Andrea Birgit Karin Renate Gabriele Heike Katharina Julia Laura Lena
Hannah Leonie Lea Lisa Sophie Emilia Mia Greta Johanna Klara Müller Schmidt Weber Meyer Wagner Becker
Schulz Hoffmann Schäfer Schröder Neumann Zimmermann Krüger Hofmann Hartmann
Schmitt Werner Schmitz Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann Walter Mayer Huber
Peters Scholz Möller Schubert Friedrich Günther Berger
Lorenz Baumann Franke Albrecht Simon Ludwig Böhm Kraus Martin Schumacher Otto
Giuseppe Giovanni Antonio Mario Luigi Francesco Angelo Vincenzo Pietro Salvatore Carlo Franco Domenico Bruno Paolo
Michele Giorgio Aldo Sergio Luciano Alessandro Andrea Lorenzo Matteo Leonardo Riccardo Davide Federico Gabriele Simone
Stefano Roberto Massimo Fabio Marco Luca Enrico Emanuele Nicola Maria Anna Giuseppina Angela Giovanna Teresa Lucia
Carmela Caterina Francesca Antonella Elena Paola Giulia Chiara Sara Martina Alessia Valentina Federica Silvia Laura
Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Conti De Luca Mancini Giordano
Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Longo Martinelli
Vitale Lombardo Coppola De Santis D'Angelo Marchetti Parisi Ferraro Ferri Fabbri Marini
José Juan Carlos Luis Javier Miguel Antonio Manuel Pedro Alejandro Francisco Fernando Pablo Jorge Alberto Rafael
Sergio Raúl Diego Enrique Ramón Andrés Ricardo Eduardo Roberto Álvaro Adrián Iván Rubén Óscar Víctor Gonzalo Ignacio
Lucía María Carmen Josefa Isabel Ana Teresa Cristina Paula Marta Elena Raquel Beatriz Sofía
Julia Irene Nerea Claudia Andrea Sara Laura Patricia Verónica Silvia Lorena Natalia Alicia Inmaculada
García González Rodríguez Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Muñoz
Álvarez Romero Alonso Gutiérrez Navarro Domínguez Vázquez Ramírez Serrano Molina Morales Suárez
Ortega Castro Ortiz Marín Sanz Núñez Garrido Cortés Lozano
Méndez Gallego Vidal Márquez Herrera Cabrera Carrasco
Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson Harris Thompson Clark
Lewis Robinson Walker Allen Wright Scott Adams Baker Nelson Carter Mitchell Roberts Turner Phillips
Campbell Parker Evans Edwards Collins Stewart Morris Rogers Morgan Murphy Cooper Richardson
Howard Peterson James Watson Brooks Kelly Sanders Bennett Barnes Ross Henderson Coleman Jenkins
Patterson Hughes Butler Simmons Foster Bryant Alexander Russell Griffin Hayes Myers
Graham Sullivan Wallace Reynolds Owens Ellis Harrison Gibson Mcdonald Kennedy
Palmer Robertson Meyer Boyd Hudson Ferguson
Thompson Lloyd Hughes Davies Jenkins Khan Ali Patel Singh Kumar Sharma Gupta Shah Mehta Chowdhury Rahman
Hossain Ahmed Begum Akhtar Iqbal Hussain Malik Qureshi Siddiqui Chaudhry Raza Javed Nawaz Mirza Zaman
Wang Zhang Liu Chen Yang Huang Zhao Zhou Guo Luo Gao Nguyen Tran Pham Kim Lee Choi
Tanaka Suzuki Takahashi Watanabe Ito Yamamoto Nakamura Kobayashi Sato Kato Yoshida Yamada Ivanov Petrov Smirnov Kuznetsov
Popov Sokolov Volkov Novak Kowalski Nowak Wiśniewski Horvat Jensen Hansen Nielsen Andersen Pedersen Larsen Johansson
Andersson Karlsson Nilsson Eriksson Larsson Olsen Silva Oliveira Souza Pereira Ferreira Almeida Carvalho
Gomes Martins Araújo Ribeiro Barbosa Moura Cardoso Teixeira Mendes Nunes Lopes Soares
Mohammed Muhammad Mohamed Mohamud Mahamat Mamadou Ahmed Ahmad Ali Hassan Hussein Husain Omar Umar Osman Othman Khalid
Yousef Youssef Yusuf Ibrahim Abdullah Abdallah Abdulla Abdi Abdirahman Abdikadir Abdiaziz Abdullahi Farah Hassan Warsame
Mahamoud Mohamoud Jama Noor Aden Adan Hersi Egal Duale Guled Ilhan Hodan Hawa Fadumo Halimo Sahra Ubah Amal Ayaan
Khadija Sara Nour Layla Leila Huda Mahmoud Tariq Samir Karim Yassin Rashid Nadia Salma Rania Hala Yasmin Walid Fadi Rami
Ziad Jamal Kamal Hamza Bilal Anas Reem Dina Mona Samira Soraya Zahra Imran Faisal Nabil Hisham Osama Mariam Ayman Bassem
Hatem Hazem Adel Ashraf Emad Essam Khaled Magdy Mostafa Moustafa Nasser Sherif Tamer Yasser Hosni Mubarak Gamal Anwar
Sadat Nasser Morsi Sisi Gaddafi Bashir Burhan Hamdok Bouteflika Tebboune Saied Bourguiba Erdogan Assad Abbas Arafat Hariri
Obama Trump Biden Clinton Reagan Carter Kennedy Harris Pence Pompeo Blinken Macron Merkel Scholz Sunak Johnson
Starmer Thatcher Putin Medvedev Zelensky Jinping Modi Guterres Annan Ghebreyesus Tedros Lula Bolsonaro Rousseff
Temer Maduro Chavez Castro Trudeau Netanyahu Mandela Kagame Museveni Kenyatta Odinga Nyerere Buhari
Tinubu Obasanjo Jonathan Yar'Adua Abacha Babangida Awolowo Azikiwe Balewa Akintola Gowon Ojukwu Ironsi Akufo-Addo Nkrumah
Rawlings Mahama Sankara Compaore Ouattara Tshisekedi Lumumba Mobutu Kabila Mugabe Mnangagwa Kaunda Machel Mondlane Neto
Nujoma Geingob Khama Masisi Mbeki Zuma Ramaphosa Sirleaf Weah Kiir Machar Afwerki Selassie Menelik Zenawi Desalegn
Sahle-Work Abiy Akinwumi Adesina Okonjo-Iweala Dlamini-Zuma Mahamat Faki Ghebreyesus
Jeanne Cyril Cyrille Jacqueline Josiane Yvonne Claudine Francine Solange Vestine Theoneste Celestin Faustin
Evariste Anastase Eugene Jeannette Jeanine Odette Liliane
Craig Phillip Kylie Meghan Jamie Curtis Kendall Kanye Barack Vladimir Boris Kamala Narendra Angus Gavin Glenn Greg
Heather Jeff Jenny Jessie Jill Jodie Josh Kirsty Kristen Liam Lindsay Lindsey Logan Malcolm Marilyn Marvin Molly
Neville Nigel Paige Rebekah Rhys Shane Shaun Stuart Terry Toby Travis Trevor Vernon Vivian Warren Wesley Zoe Elton Bernie
Rishi Keir Donovan Dwayne Denzel Lionel Usain Mariah Whitney Britney Elvis Adele Meryl Scarlett Khloé Kourtney
Caitlyn Joe
`;
