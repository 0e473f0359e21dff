/**
 * Known cricket teams with their short codes and a batting order, so session names read
 * like the real feed ('6 OVER RUN IND', 'V KOHLI RUN'). Unknown teams get a code from
 * their name and seeded player names.
 */
import type { Faker } from '@faker-js/faker';
import type { TeamSpec } from '../format/sports';

export interface Team {
  name: string;
  short: string;
  players: string[];
}

const known: Team[] = [
  {
    name: 'India',
    short: 'IND',
    players: [
      'R Sharma',
      'S Gill',
      'V Kohli',
      'S Iyer',
      'KL Rahul',
      'H Pandya',
      'R Jadeja',
      'A Patel',
      'K Yadav',
      'J Bumrah',
      'M Siraj',
    ],
  },
  {
    name: 'Australia',
    short: 'AUS',
    players: [
      'T Head',
      'D Warner',
      'M Marsh',
      'S Smith',
      'G Maxwell',
      'M Stoinis',
      'J Inglis',
      'P Cummins',
      'M Starc',
      'A Zampa',
      'J Hazlewood',
    ],
  },
  {
    name: 'England',
    short: 'ENG',
    players: [
      'P Salt',
      'J Buttler',
      'W Jacks',
      'J Root',
      'H Brook',
      'L Livingstone',
      'M Ali',
      'S Curran',
      'A Rashid',
      'J Archer',
      'M Wood',
    ],
  },
  {
    name: 'Pakistan',
    short: 'PAK',
    players: [
      'M Rizwan',
      'B Azam',
      'F Zaman',
      'S Ayub',
      'I Ahmed',
      'S Khan',
      'S Afridi',
      'N Shah',
      'H Rauf',
      'A Ahmed',
      'M Wasim',
    ],
  },
  {
    name: 'South Africa',
    short: 'SA',
    players: [
      'Q de Kock',
      'R Hendricks',
      'A Markram',
      'H Klaasen',
      'D Miller',
      'T Stubbs',
      'M Jansen',
      'K Maharaj',
      'K Rabada',
      'A Nortje',
      'T Shamsi',
    ],
  },
  {
    name: 'New Zealand',
    short: 'NZ',
    players: [
      'D Conway',
      'R Ravindra',
      'K Williamson',
      'D Mitchell',
      'G Phillips',
      'M Chapman',
      'M Santner',
      'T Southee',
      'L Ferguson',
      'M Henry',
      'T Boult',
    ],
  },
  {
    name: 'Sri Lanka',
    short: 'SL',
    players: [
      'P Nissanka',
      'K Mendis',
      'K Perera',
      'C Asalanka',
      'D Shanaka',
      'W Hasaranga',
      'A Mathews',
      'M Theekshana',
      'D Chameera',
      'M Pathirana',
      'N Thushara',
    ],
  },
  {
    name: 'Bangladesh',
    short: 'BAN',
    players: [
      'L Das',
      'T Hasan',
      'N Shanto',
      'T Hridoy',
      'M Mahmudullah',
      'S Hasan',
      'M Hasan',
      'R Hossain',
      'T Ahmed',
      'M Rahman',
      'S Islam',
    ],
  },
  {
    name: 'Afghanistan',
    short: 'AFG',
    players: [
      'R Gurbaz',
      'I Zadran',
      'A Omarzai',
      'G Naib',
      'M Nabi',
      'N Zadran',
      'K Janat',
      'R Khan',
      'N Ahmad',
      'F Farooqi',
      'N Haq',
    ],
  },
  {
    name: 'West Indies',
    short: 'WI',
    players: [
      'B King',
      'J Charles',
      'N Pooran',
      'R Powell',
      'S Hetmyer',
      'A Russell',
      'R Shepherd',
      'A Hosein',
      'G Motie',
      'A Joseph',
      'O McCoy',
    ],
  },
  {
    name: 'Mumbai Indians',
    short: 'MI',
    players: [
      'R Sharma',
      'I Kishan',
      'S Yadav',
      'T Varma',
      'H Pandya',
      'T David',
      'N Wadhera',
      'P Chawla',
      'G Coetzee',
      'J Bumrah',
      'A Madhwal',
    ],
  },
  {
    name: 'Chennai Super Kings',
    short: 'CSK',
    players: [
      'R Gaikwad',
      'R Ravindra',
      'A Rahane',
      'S Dube',
      'D Mitchell',
      'R Jadeja',
      'MS Dhoni',
      'S Thakur',
      'D Chahar',
      'T Deshpande',
      'M Pathirana',
    ],
  },
  {
    name: 'Royal Challengers Bengaluru',
    short: 'RCB',
    players: [
      'F du Plessis',
      'V Kohli',
      'W Jacks',
      'R Patidar',
      'G Maxwell',
      'C Green',
      'D Karthik',
      'M Lomror',
      'K Sharma',
      'M Siraj',
      'Y Dayal',
    ],
  },
  {
    name: 'Kolkata Knight Riders',
    short: 'KKR',
    players: [
      'P Salt',
      'S Narine',
      'V Iyer',
      'S Iyer',
      'N Rana',
      'Rinku Singh',
      'A Russell',
      'Ramandeep Singh',
      'M Starc',
      'V Chakaravarthy',
      'H Rana',
    ],
  },
];

export const KNOWN_TEAMS: readonly Team[] = known;

export const INTERNATIONAL_TEAMS = known.slice(0, 10).map((team) => team.name);
export const FRANCHISE_TEAMS = known.slice(10).map((team) => team.name);

export const DEFAULT_SERIES = [
  'ICC Champions Trophy',
  'T20 World Cup',
  'Asia Cup',
  'Bilateral T20I Series',
  'Tri-Nation Series',
];

export function knownTeam(name: string): Team | undefined {
  return known.find((team) => team.name.toLowerCase() === name.toLowerCase());
}

/** A short code from a name: 'Mumbai Indians' -> 'MI', 'Nepal' -> 'NEP'. */
export function shortCodeOf(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length >= 2)
    return words
      .map((word) => word[0])
      .join('')
      .slice(0, 5);
  return (words[0] ?? 'TEAM').slice(0, 3).padEnd(2, 'X');
}

export function teamName(spec: TeamSpec): string {
  return typeof spec === 'string' ? spec : spec.name;
}

/** A full team from its spec: known data first, then seeded names from `faker` (made only when needed). */
export function resolveTeam(spec: TeamSpec, fakerOf: () => Faker): Team {
  const name = teamName(spec);
  const base = knownTeam(name);
  const given = typeof spec === 'string' ? undefined : spec;
  const players =
    given?.players ??
    base?.players ??
    Array.from({ length: 11 }, () => {
      const faker = fakerOf();
      return `${faker.person.firstName().charAt(0)} ${faker.person.lastName()}`;
    });
  return { name, short: given?.short ?? base?.short ?? shortCodeOf(name), players };
}

/** The default key of a match: its teams' codes, lower case ('ind-aus'). */
export function defaultMatchKey(teams: readonly TeamSpec[]): string {
  return teams
    .map((spec) => {
      const name = teamName(spec);
      const short = typeof spec === 'string' ? undefined : spec.short;
      return (short ?? knownTeam(name)?.short ?? shortCodeOf(name)).toLowerCase();
    })
    .join('-');
}
