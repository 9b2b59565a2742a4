// The startup lookups the pad view's forms read, for unit tests that replace useStartupData. No imports: a
// jest.mock factory of '@pads/shared' requires it.
const named = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

export const testLookups = {
  categories: named('Aerial Point of Interest', 'B&B', 'Landing Site', 'Hotel'),
  contactTypes: named('Pad Contact', 'Operator', 'Submitter', 'Owner'),
  landingFees: named('Free', 'Paid'),
  tags: named('Scenic'),
  // Warning 6 asks for a landing-fee category (WARNING_LANDING_FEE).
  warnings: named('Power lines', 'Livestock', 'Trees', 'Wires', 'Slope', 'Landing fee'),
  facilities: named('Windsock', 'Fuel'),
};
