import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cities, contactTypes, countries, prizeTypes, scoreTerms, states, userTypes } from '../db/schema/index.js';

/** Countries with their states and cities: enough for clubs in India, the United States and the United Kingdom. */
const places: { name: string; iso_code: string; phone_code: string; states: Record<string, string[]> }[] = [
  {
    name: 'India',
    iso_code: 'IN',
    phone_code: '+91',
    states: {
      Delhi: ['New Delhi'],
      Haryana: ['Gurugram', 'Chandigarh'],
      Karnataka: ['Bengaluru', 'Mysuru'],
      Maharashtra: ['Mumbai', 'Pune', 'Nagpur'],
      'Tamil Nadu': ['Chennai', 'Coimbatore', 'Ooty'],
      Telangana: ['Hyderabad'],
      'West Bengal': ['Kolkata', 'Darjeeling'],
    },
  },
  {
    name: 'United States',
    iso_code: 'US',
    phone_code: '+1',
    states: {
      California: ['Los Angeles', 'San Francisco', 'San Diego', 'Pebble Beach'],
      Florida: ['Miami', 'Orlando', 'Ponte Vedra Beach'],
      Georgia: ['Atlanta', 'Augusta'],
      'New York': ['New York City', 'Southampton'],
      'North Carolina': ['Charlotte', 'Pinehurst'],
      Texas: ['Dallas', 'Houston', 'Austin'],
    },
  },
  {
    name: 'United Kingdom',
    iso_code: 'GB',
    phone_code: '+44',
    states: {
      England: ['London', 'Manchester', 'Liverpool', 'Sandwich'],
      'Northern Ireland': ['Belfast', 'Portrush'],
      Scotland: ['Edinburgh', 'Glasgow', 'St Andrews', 'Troon'],
      Wales: ['Cardiff', 'Newport'],
    },
  },
  {
    name: 'Australia',
    iso_code: 'AU',
    phone_code: '+61',
    states: { Victoria: ['Melbourne'], 'New South Wales': ['Sydney'] },
  },
  { name: 'Ireland', iso_code: 'IE', phone_code: '+353', states: { Leinster: ['Dublin'], Munster: ['Cork'] } },
  {
    name: 'South Africa',
    iso_code: 'ZA',
    phone_code: '+27',
    states: { Gauteng: ['Johannesburg'], 'Western Cape': ['Cape Town'] },
  },
];

const scoreTermRows = [
  { name: 'Condor', strokes_to_par: -4, colour: '#4a148c' },
  { name: 'Albatross', strokes_to_par: -3, colour: '#6a1b9a' },
  { name: 'Eagle', strokes_to_par: -2, colour: '#f9a825' },
  { name: 'Birdie', strokes_to_par: -1, colour: '#c62828' },
  { name: 'Par', strokes_to_par: 0, colour: '#2e7d32' },
  { name: 'Bogey', strokes_to_par: 1, colour: '#1565c0' },
  { name: 'Double Bogey', strokes_to_par: 2, colour: '#283593' },
  { name: 'Triple Bogey', strokes_to_par: 3, colour: '#37474f' },
];

/** Seeds the master data a new install needs, table by table, only into tables that are still empty. */
export async function seedMasterData(db: Database) {
  await db.transaction(async (tx) => {
    const [countryCount] = await tx.select({ n: count() }).from(countries);
    if (countryCount!.n === 0) {
      for (const place of places) {
        const [country] = await tx
          .insert(countries)
          .values({ name: place.name, iso_code: place.iso_code, phone_code: place.phone_code })
          .returning({ id: countries.id });
        for (const [stateName, cityNames] of Object.entries(place.states)) {
          const [state] = await tx
            .insert(states)
            .values({ country_id: country!.id, name: stateName })
            .returning({ id: states.id });
          await tx.insert(cities).values(cityNames.map((name) => ({ state_id: state!.id, name })));
        }
      }
    }
    const [userTypeCount] = await tx.select({ n: count() }).from(userTypes);
    if (userTypeCount!.n === 0) {
      await tx.insert(userTypes).values([
        { name: 'Player', description: 'Plays at the club' },
        { name: 'Staff', description: 'Works at the club' },
        { name: 'Committee', description: 'Sits on a club committee' },
        { name: 'Professional', description: 'Club professional or coach' },
      ]);
    }
    const [prizeTypeCount] = await tx.select({ n: count() }).from(prizeTypes);
    if (prizeTypeCount!.n === 0) {
      await tx.insert(prizeTypes).values(
        [
          ['Gross Winner', 'Lowest gross score'],
          ['Gross Runner-up', 'Second-lowest gross score'],
          ['Net Winner', 'Lowest net score'],
          ['Net Runner-up', 'Second-lowest net score'],
          ['Stableford Winner', 'Most Stableford points'],
          ['Longest Drive', 'Longest drive on the chosen hole, in the fairway'],
          ['Nearest to Pin', 'Tee shot finishing nearest the hole on the chosen par 3'],
          ['Nearest to Centre', 'Drive finishing nearest the centre line of the fairway'],
        ].map(([name, description]) => ({ name: name!, description: description! })),
      );
    }
    const [contactTypeCount] = await tx.select({ n: count() }).from(contactTypes);
    if (contactTypeCount!.n === 0) {
      await tx.insert(contactTypes).values(['Mobile', 'Landline', 'E-mail', 'Emergency'].map((name) => ({ name })));
    }
    const [scoreTermCount] = await tx.select({ n: count() }).from(scoreTerms);
    if (scoreTermCount!.n === 0) {
      await tx
        .insert(scoreTerms)
        .values([
          { name: 'Hole in One', strokes_to_par: null, is_hole_in_one: true, colour: '#ff6f00' },
          ...scoreTermRows,
        ]);
    }
  });
}
