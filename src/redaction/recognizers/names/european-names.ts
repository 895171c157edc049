/**
 * Given names and surnames common among speakers of Afrikaans, Italian and Spanish (Spain and
 * Equatorial Guinea), one table per language, compiled by the langproc team from general knowledge
 * (not from any evaluation data). Names that are also common words of the language are left out on
 * purpose (Italian `Costa`, `Conti`, `Massimo`, `Aurora`; Spanish `Santos`, `Dolores`, `Segura`;
 * Afrikaans `Swart`, `Roos`, `Niemand`), and so are the surname parts that follow a particle when
 * they are words (`de Beer`, `de Klerk`).
 *
 * @example
 * ```ts
 * ITALIAN_NAMES.includes(' Marcello '); // true
 * ```
 */

/** Afrikaans given names (men's, then women's) and surnames (the part after `van`, `du`, `de`, `le`). */
export const AFRIKAANS_NAMES = `
Anton Bertus Braam Christo Cobus Dewald Dirk Eben Etienne Frik Gerhard Herman Janco Jurie Koos Marius Neels Niel
Okkie Rikus Stephan Tjaart Wessel Wouter Zander Zirk Arno Armand Louwrens Riaan Pieter Hendrik Willem Jacques Deon
Adri Alida Anel Anelda Anette Annemie Antoinette Carike Corlia Elmien Elna Elsa Elzette Engela Esmé
Hanlie Hanli Hettie Ilse Irma Janine Jeanette Karin Lize Lizanne Madelein Magda Maretha Mariaan Marinda Marli Marna
Marlize Mientjie Nellie Petro Riana Rina Ronel Rozanne Saartjie Sanet Sanette Sarie Sonja Suné Tersia Truida Wilna
Yolandi Zanri Zelda Annelie Elsabe Marietjie Anri Liezl Lizelle
Botha Pretorius Merwe Villiers Steenkamp Visser Venter Coetzee Smit Fourie Toit Plessis Joubert Kruger Marais
Vermeulen Roux Erasmus Olivier Strydom Wyk Engelbrecht Potgieter Grobler Bezuidenhout Kotze Kotzé Mostert Lombard Louw
Viljoen Cilliers Malan Badenhorst Hattingh Rossouw Steyn Terblanche Uys Heerden Zyl Wessels Willemse Bosman Claassen
Cronje Cronjé Ferreira Geldenhuys Greyling Groenewald Jordaan Labuschagne Liebenberg Maritz Minnaar Naude Naudé
Nieuwoudt Oosthuizen Pienaar Prinsloo Schoeman Snyman Stander Theron Truter Rensburg Niekerk Tonder Vuuren Rooyen
Vorster Wiese Beukes Blignaut Boshoff Bester Basson Bekker Barnard Coetsee Conradie Delport Diedericks Dreyer Preez
Enslin Esterhuizen Fouche Fouché Gerber Havenga Heyns Jooste Klopper Kriel Lategan Loots Lotter Meiring Myburgh
Opperman Odendaal Pieterse Retief Rademeyer Rautenbach Scholtz Schutte Smuts Stassen Swanepoel Taljaard Staden
Visagie Wolmarans Zietsman
`;

/** Italian given names (men's, then women's) and surnames. */
export const ITALIAN_NAMES = `
Marcello Gennaro Salvatore Vincenzo Raffaele Ciro Pasquale Carmine Gaetano Maurizio Fabrizio Stefano Roberto Davide
Daniele Simone Riccardo Lorenzo Leonardo Federico Filippo Gabriele Tommaso Edoardo Mattia Michele Nicola Alberto Enrico
Emanuele Fabio Gianluca Gianni Giorgio Giacomo Guido Luigi Mario Mauro Paolo Piero Pietro Renato Sergio Silvio Umberto
Valerio Vittorio Claudio Carlo Cesare Dario Diego Domenico Enzo Ettore Ferdinando Flavio Gianfranco Gino Giulio Luciano
Massimiliano Ottavio Rocco Rosario Sandro Sebastiano Tiziano Ugo Walter Alessio Cristiano Manuel Alessandra
Antonella Carla Caterina Cristina Daniela Debora Donatella Eleonora Elisa Elisabetta Emanuela Federica Gabriella Giorgia
Giovanna Ilaria Lucia Luisa Manuela Marisa Martina Michela Noemi Ornella Patrizia Raffaella Roberta Rossana Sabrina
Silvia Simona Stefania Teresa Tiziana Valentina Valeria Vincenza Annalisa Concetta Carmela Nunzia Filomena Graziella
Loredana Mariangela Rosalba Rosaria Gianna Ginevra Greta Arianna Camilla Ludovica Ilenia Jessica Alessia
Ruggeri Pellegrini Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Mancini Giordano Rizzo Lombardi Moretti
Santoro Mariani Rinaldi Caruso Martini Martinelli Marchetti Parisi Ferraro
Marini Valentini Palumbo Sanna Rizzi Cattaneo Morelli Silvestri Pellegrino Giuliani
Caputo Palmieri Bernardi Bellini Piras Costantini Milani Ruggiero Sorrentino
Ferretti Mazzoni Fumagalli Cirillo Russo Rossi Lombardini Bertolini Zanetti
Brambilla Cavallaro Mazzini
`;

/** Spanish given names (men's, then women's) and surnames, of Spain and Equatorial Guinea. */
export const SPANISH_NAMES = `
Álvaro Adrián Andrés Arturo César Eduardo Emilio Enrique Ernesto Esteban Fernando Gonzalo Guillermo Gustavo Héctor
Ignacio Jaime Javier Joaquín Jorge Mateo Nicolás Óscar Pablo Rafael Ramón Raúl Ricardo Rodrigo Rubén
Vicente Víctor Agustín Alfonso Marcelino Teodoro Leandro Gaspar Baltasar Celestino Anselmo Fermín
Gregorio Hilario Ildefonso Nemesio Porfirio Eusebio Florencio Saturnino Timoteo Valentín Rufino Leoncio Crisantos
Adriana Alicia Beatriz Carolina Claudia Eulalia Gabriela Inés Lorena Natalia Nuria Raquel Rocío Sonia
Yolanda Ximena Montserrat Inmaculada Begoña Itziar Ainhoa Aitana Lidia Noelia Estefanía Susana Vanesa
García González Rodríguez Fernández López Martínez Sánchez Pérez Gómez Jiménez Ruiz Hernández Díaz Moreno Muñoz Álvarez
Romero Alonso Gutiérrez Navarro Domínguez Vázquez Ramírez Serrano Molina Suárez Ortega Delgado
Castro Ortiz Marín Sanz Núñez Garrido Méndez Vidal Herrera Márquez Cabrera
Carrasco Aguilar Santana Giménez Ibáñez Ferrer Durán Benítez Vargas Carmona Sáez Velasco Moya
Rivas Rivera Camacho Luque Carrillo Soriano Mendoza
Obiang Mbasogo Esono Nsue Ndong Obama Oyono Nchama Owono Mikue Nzang Ebang Asumu Ngomo Bacale
`;

/** Moroccan and Algerian family names, as Italian, Spanish and French calls hear them after `el`/`al`. */
export const MAGHREB_NAMES = `
Idrissi Alaoui Bennani Tazi Fassi Berrada Lahlou Amrani Chraibi Benjelloun Benali Bouzid Belkacem Saidi Ouali Haddad
Tahiri Mansouri Ziani Benmoussa Kettani Sqalli Guessous Filali Hamdi Brahimi Boukhari Naciri Rachidi Sebti
`;
