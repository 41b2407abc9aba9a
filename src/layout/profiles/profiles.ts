import type { AccountType } from '../../types.js';

/**
 * Bank profiles are data, not code: markers that recognise the bank in the text of the first pages, and the
 * few facts the generic parser cannot infer reliably for that layout. Add a bank by adding an entry.
 */
export interface BankProfile {
  name: string;
  /** Any marker matching the first pages' text selects the profile. */
  markers: RegExp[];
  country?: string;
  currency?: string;
  dateOrder?: 'DMY' | 'MDY' | 'YMD';
  accountType?: AccountType;
}

export const PROFILES: BankProfile[] = [
  { name: 'Chase', markers: [/\bJPMorgan Chase\b/i, /\bchase\.com\b/i, /^\s*CHASE\s*$/m], country: 'US', currency: 'USD', dateOrder: 'MDY' },
  { name: 'Bank of America', markers: [/\bBank of America\b/i, /\bbankofamerica\.com\b/i], country: 'US', currency: 'USD', dateOrder: 'MDY' },
  { name: 'Wells Fargo', markers: [/\bWells Fargo\b/i], country: 'US', currency: 'USD', dateOrder: 'MDY' },
  { name: 'Capital One', markers: [/\bCapital One\b/i, /\bcapitalone\.com\b/i], country: 'US', currency: 'USD', dateOrder: 'MDY' },
  { name: 'USAA Federal Savings Bank', markers: [/\bUSAA\b/], country: 'US', currency: 'USD', dateOrder: 'MDY' },
  { name: 'Woodforest National Bank', markers: [/\bWoodforest\b/i], country: 'US', currency: 'USD', dateOrder: 'MDY' },
  { name: 'Citibank', markers: [/\bCitibank\b/i], currency: 'USD', dateOrder: 'MDY' },
  { name: 'HSBC', markers: [/\bHSBC\b/] },
  { name: 'Barclays', markers: [/\bBarclays\b/i], country: 'GB', currency: 'GBP', dateOrder: 'DMY' },
  { name: 'Lloyds Bank', markers: [/\bLloyds Bank\b/i], country: 'GB', currency: 'GBP', dateOrder: 'DMY' },
  { name: 'NatWest', markers: [/\bNatWest\b/i], country: 'GB', currency: 'GBP', dateOrder: 'DMY' },
  { name: 'Royal Bank of Scotland', markers: [/\bRoyal Bank of Scotland\b/i], country: 'GB', currency: 'GBP', dateOrder: 'DMY' },
  { name: 'Santander', markers: [/\bSantander\b/i], dateOrder: 'DMY' },
  { name: 'Deutsche Bank', markers: [/\bDeutsche Bank\b/i], country: 'DE', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'Commerzbank', markers: [/\bCommerzbank\b/i], country: 'DE', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'DKB', markers: [/\bDeutsche Kreditbank\b/i, /\bDKB\b/], country: 'DE', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'ING', markers: [/\bING(-DiBa| Bank)\b/], currency: 'EUR', dateOrder: 'DMY' },
  { name: 'ABN AMRO', markers: [/\bABN AMRO\b/i], country: 'NL', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'Rabobank', markers: [/\bRabobank\b/i], country: 'NL', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'BNP Paribas', markers: [/\bBNP Paribas\b/i], country: 'FR', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'Crédit Agricole', markers: [/\bCr[ée]dit Agricole\b/i], country: 'FR', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'CIC', markers: [/\bCIC\b/, /\bcic\.fr\b/i, /\bCr[ée]dit Industriel et Commercial\b/i], country: 'FR', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'Société Générale', markers: [/\bSoci[ée]t[ée] G[ée]n[ée]rale\b/i], country: 'FR', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'BBVA', markers: [/\bBBVA\b/], country: 'ES', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'CaixaBank', markers: [/\bCaixaBank\b/i], country: 'ES', currency: 'EUR', dateOrder: 'DMY' },
  { name: 'Itaú', markers: [/\bIta[uú] Unibanco\b/i], country: 'BR', currency: 'BRL', dateOrder: 'DMY' },
  { name: 'Bradesco', markers: [/\bBradesco\b/i], country: 'BR', currency: 'BRL', dateOrder: 'DMY' },
  { name: 'Nubank', markers: [/\bNu Pagamentos\b/i, /\bNubank\b/i], country: 'BR', currency: 'BRL', dateOrder: 'DMY' },
  { name: 'HDFC Bank', markers: [/\bHDFC Bank\b/i], country: 'IN', currency: 'INR', dateOrder: 'DMY' },
  { name: 'ICICI Bank', markers: [/\bICICI Bank\b/i], country: 'IN', currency: 'INR', dateOrder: 'DMY' },
  { name: 'State Bank of India', markers: [/\bState Bank of India\b/i], country: 'IN', currency: 'INR', dateOrder: 'DMY' },
  { name: 'Axis Bank', markers: [/\bAxis Bank\b/i], country: 'IN', currency: 'INR', dateOrder: 'DMY' },
  { name: 'OCBC', markers: [/\bOCBC\b/], country: 'SG', currency: 'SGD', dateOrder: 'DMY' },
  { name: 'DBS', markers: [/\bDBS Bank\b/i], country: 'SG', currency: 'SGD', dateOrder: 'DMY' },
  { name: 'ANZ', markers: [/\bANZ\b/], dateOrder: 'DMY' },
  { name: 'ASB', markers: [/\bASB Bank\b/i], country: 'NZ', currency: 'NZD', dateOrder: 'DMY' },
  { name: 'Westpac', markers: [/\bWestpac\b/i], dateOrder: 'DMY' },
  { name: 'Commonwealth Bank', markers: [/\bCommonwealth Bank\b/i], country: 'AU', currency: 'AUD', dateOrder: 'DMY' },
];
