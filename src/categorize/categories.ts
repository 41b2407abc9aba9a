import type { Category } from '../types.js';

/**
 * The category list with what each one means (README "Categories" repeats it). The names are part of the output
 * and of the exports (MT940 and QBO transaction types, camt.053 codes read them): renaming one is a breaking change.
 */
export const CATEGORY_MEANING: Readonly<Record<Category, string>> = {
  salary: 'pay from an employer (payroll, wages)',
  income: 'other money in: benefits, pensions, dividends, payouts, unexplained credits',
  transfer: 'money moved to or from a person or between the holder’s own accounts',
  rent: 'rent paid to a landlord or letting agent',
  mortgage: 'mortgage and home-loan repayments',
  utilities: 'electricity, gas, water, heating, waste',
  telecom: 'mobile, landline, broadband, cable TV',
  grocery: 'supermarkets, grocers, food shops, grocery delivery',
  dining: 'restaurants, cafés, pubs and bars, bakeries, takeaway and food delivery',
  fuel: 'petrol and diesel stations, EV charging',
  transport: 'local transit, taxis and ride-hailing, parking, tolls',
  travel: 'flights, long-distance rail and coach, hotels, holiday rentals, car hire',
  shopping: 'retail and online shops, clothing, electronics, DIY, marketplaces',
  health: 'pharmacies and drugstores, doctors, dentists, opticians, hospitals, vets',
  insurance: 'insurance premiums (car, home, health, life, pet)',
  entertainment: 'cinema, events, games, gyms and sport, museums',
  subscriptions: 'streaming, software and cloud, news, TV licence',
  education: 'schools, universities, courses, childcare, books for study',
  cash: 'cash withdrawals and deposits, cash advances',
  fees: 'bank fees and charges',
  interest: 'interest paid or received',
  tax: 'taxes paid or refunded (income tax, VAT, council and vehicle tax)',
  loan: 'loan, car-finance, student-loan and instalment repayments',
  card_payment: 'paying off a credit card (the card’s credit or the bank account’s debit)',
  cheque: 'cheques written or paid in',
  refund: 'money back from a merchant: refunds, returns, reversals',
  charity: 'donations',
  other: 'money out that no rule recognises',
};

export const CATEGORIES = Object.keys(CATEGORY_MEANING) as readonly Category[];
