/**
 * Name lists for demo workers. Names come in origin groups so a generated person mostly looks
 * like one real person (first and last name from the same group) while the crew as a whole looks
 * like a US construction site. Accents and apostrophes are kept on purpose: search, sorting and
 * CSV export must cope with "José" and "O'Brien".
 */
export const ETHNICITIES = [
  'White',
  'Hispanic or Latino',
  'Black or African American',
  'Asian',
  'American Indian or Alaska Native',
  'Native Hawaiian or Other Pacific Islander',
  'Two or More Races',
  'Prefer not to say',
  'Other',
] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

export interface NameGroup {
  weight: number;
  ethnicity: Ethnicity;
  /** Free text kept when the ethnicity is Other (spec 002 §5 "Ethnicity"). */
  otherEthnicity?: string;
  men: readonly string[];
  women: readonly string[];
  last: readonly string[];
}

// Data tables read better packed than one name per line.
// prettier-ignore
export const NAME_GROUPS: readonly NameGroup[] = [
  {
    weight: 18,
    ethnicity: 'White',
    men: ['James', 'Michael', 'Robert', 'William', 'David', 'Richard', 'Thomas', 'Daniel',
      'Matthew', 'Christopher', 'Joshua', 'Andrew', 'Ryan', 'Tyler', 'Brandon', 'Justin', 'Kyle',
      'Cody', 'Travis', 'Dustin'],
    women: ['Jessica', 'Ashley', 'Sarah', 'Emily', 'Megan', 'Amanda'],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Wilson', 'Anderson',
      'Taylor', 'Thomas', 'Moore', 'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis',
      'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Hill', 'Green', 'Baker', 'Carter',
      'Mitchell', 'Turner', 'Parker', 'Collins', 'Stewart', 'Morris', 'Cook', 'Bennett', 'Hughes',
      'Foster', 'Bryant', 'Russell', 'Griffin', 'Cooper', 'Reed', 'Howard', 'Ward', 'Peterson',
      'Gray', 'Watson', 'Hayes', 'Myers', 'Ellis', 'Graham', 'Reynolds', 'Hamilton', 'Fisher',
      'Wallace'],
  },
  {
    weight: 10,
    ethnicity: 'Black or African American',
    men: ['Darnell', 'Jamal', 'Tyrone', 'Andre', 'Marcus', 'Terrence', 'DeShawn', 'Malik',
      'Jerome', 'Reginald'],
    women: ['Keisha', 'Tamika', 'Latoya', 'Aaliyah'],
    last: ['Washington', 'Jackson', 'Robinson', 'Jefferson', 'Coleman', 'Simmons', 'Brooks',
      'Freeman', 'Sanders', 'Banks', 'Gaines', 'Dorsey'],
  },
  {
    weight: 26,
    ethnicity: 'Hispanic or Latino',
    men: ['José', 'Luis', 'Carlos', 'Juan', 'Miguel', 'Jorge', 'Alejandro', 'Francisco', 'Ricardo',
      'Javier', 'Eduardo', 'Fernando', 'Héctor', 'Raúl', 'Sergio', 'Adrián', 'Roberto', 'Manuel',
      'Pedro', 'Óscar', 'Ramón', 'Diego'],
    women: ['Maria', 'Guadalupe', 'Rosa', 'Yesenia', 'Alejandra', 'Marisol'],
    last: ['Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez',
      'Sanchez', 'Ramirez', 'Torres', 'Flores', 'Rivera', 'Gomez', 'Diaz', 'Reyes', 'Cruz',
      'Morales', 'Ortiz', 'Gutierrez', 'Chavez', 'Ramos', 'Mendoza', 'Castillo', 'Vargas',
      'Romero', 'Herrera', 'Medina', 'Aguilar', 'Delgado', 'Castro', 'Vasquez', 'Salazar',
      'Fuentes', 'Espinoza'],
  },
  {
    weight: 8,
    ethnicity: 'White',
    men: ['Sean', 'Patrick', 'Kevin', 'Brendan', 'Connor', 'Liam', 'Declan', 'Aidan', 'Niall',
      'Eamon'],
    women: ['Siobhan', 'Colleen'],
    last: ["O'Brien", 'Murphy', 'Kelly', 'Sullivan', 'Walsh', "O'Connor", 'McCarthy', 'Byrne',
      'Doyle', 'Gallagher', 'Quinn', 'Fitzgerald', 'Keane', 'Brennan', 'McGrath'],
  },
  {
    weight: 6,
    ethnicity: 'White',
    men: ['Anthony', 'Joseph', 'Vincent', 'Salvatore', 'Dominic', 'Nicholas', 'Frank', 'Carmine'],
    women: ['Gina', 'Angela'],
    last: ['Russo', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo',
      'Conti', 'DeLuca', 'Mancini', 'Lombardi', 'Moretti'],
  },
  {
    weight: 6,
    ethnicity: 'White',
    men: ['Tomasz', 'Piotr', 'Krzysztof', 'Marek', 'Paweł', 'Andrzej', 'Grzegorz', 'Wojciech'],
    women: ['Katarzyna', 'Agnieszka'],
    last: ['Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński',
      'Szymański', 'Dąbrowski', 'Kozlowski', 'Jankowski', 'Mazur'],
  },
  {
    weight: 5,
    ethnicity: 'Asian',
    men: ['Wei', 'Jun', 'Ming', 'Hao', 'Lei', 'Xiaoming', 'Jian'],
    women: ['Mei', 'Ling', 'Yan'],
    last: ['Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang', 'Lin', 'Wu', 'Zhou', 'Ng'],
  },
  {
    weight: 4,
    ethnicity: 'Asian',
    men: ['Minh', 'Tuan', 'Huy', 'Duc', 'Thanh', 'Quang'],
    women: ['Linh', 'Thuy'],
    last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Vu', 'Hoang', 'Dang', 'Bui'],
  },
  {
    weight: 4,
    ethnicity: 'Black or African American',
    men: ['Kwame', 'Kofi', 'Chinedu', 'Oluwaseun', 'Emeka', 'Adebayo', 'Yaw'],
    women: ['Abena', 'Ngozi', 'Folasade'],
    last: ['Okafor', 'Mensah', 'Adeyemi', 'Owusu', 'Nwosu', 'Boateng', 'Oyelaran', 'Asante',
      'Eze', 'Diallo'],
  },
  {
    weight: 3,
    ethnicity: 'Asian',
    men: ['Jericho', 'Rommel', 'Arnel', 'Marvin'],
    women: ['Jocelyn', 'Rowena'],
    last: ['Santos', 'Bautista', 'Dela Cruz', 'Villanueva', 'Aquino', 'Manalo', 'Pascual'],
  },
  {
    weight: 3,
    ethnicity: 'Asian',
    men: ['Rajesh', 'Vikram', 'Sanjay', 'Arjun', 'Anil'],
    women: ['Priya'],
    last: ['Patel', 'Singh', 'Sharma', 'Gupta', 'Reddy', 'Shah'],
  },
  {
    weight: 3,
    ethnicity: 'Black or African American',
    men: ['Wesley', 'Desmond', 'Winston', 'Fitzroy', 'Jean'],
    women: ['Marie'],
    last: ['Pierre', 'Baptiste', 'Toussaint', 'Campbell', 'Francis', 'Alexis'],
  },
  {
    weight: 2,
    ethnicity: 'Other',
    otherEthnicity: 'Middle Eastern',
    men: ['Omar', 'Ahmed', 'Karim', 'Youssef'],
    women: ['Layla'],
    last: ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'Mansour'],
  },
  {
    weight: 2,
    ethnicity: 'Asian',
    men: ['Jae', 'Min-jun', 'Sung', 'Hyun'],
    women: ['Soo-jin', 'Ji-woo'],
    last: ['Kim', 'Park', 'Lee', 'Choi', 'Jung'],
  },
];

/** Invented street names: real-looking addresses that belong to nobody. */
// prettier-ignore
export const STREET_NAMES = [
  'Alder Crest Ave', 'Birchwood Ln', 'Cobble Hill Rd', 'Dunmore St', 'Elmstead Blvd',
  'Fairhaven Ct', 'Glenrock Ave', 'Harrow Point Dr', 'Ivywood Pl', 'Juniper Bend St',
  'Kestrel Way', 'Larchmont Ter', 'Millbrook Ave', 'Northgate Rd', 'Orchard Vale St',
  'Pinecrest Dr', 'Quarry Hill Rd', 'Redfern Ave', 'Stonebridge Ln', 'Tamarack St',
  'Union Crossing Blvd', 'Verbena Ct', 'Willowmere Ave', 'Yarrow Glen Rd',
] as const;

// prettier-ignore
export const RELATIONSHIPS = [
  'Spouse', 'Spouse', 'Wife', 'Husband', 'Mother', 'Father', 'Sister', 'Brother', 'Partner',
  'Son', 'Daughter', 'Friend',
] as const;
