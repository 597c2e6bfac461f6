/**
 * Contract management's texts. The action messages are spec 002 §8's, exactly: the web shows one
 * when its call fails, and the server puts it first in the error list of a refused action, so the
 * joined list reads "<action message> <reason>".
 */
export const CONTRACT_MESSAGES = {
  markPrime: 'There was an error marking the contract as a prime.',
  markSub: 'There was an error marking the contract as a sub.',
  assignPlaceholder: 'There was an error assigning a company to the placeholder contract.',
  updateContract: 'There was an error updating the contract.',
  addSub: 'There was an error adding the sub contract.',
  addPrime: 'There was an error adding the prime contract.',
  addCompany: 'There was an error adding the company.',
  fileProcessing: 'There was an error processing the file.',
  // Reasons (Siteline's own wording: the spec shows none).
  contractNotFound: 'The contract was not found on this project.',
  companyNotFound: 'The company was not found.',
  divisionNotFound: 'The division was not found on this project.',
  parentNotFound: 'The prime contract was not found on this project.',
  parentNotPrime: 'A sub contract can only be added under a prime contract.',
  parentIsSelf: 'A contract cannot be a sub of itself.',
  alreadyPrime: 'The contract is already a prime.',
  hasSubcontracts:
    'A contract with sub contracts cannot become a sub: mark its sub contracts as primes first.',
  notPlaceholder: 'The contract is not a placeholder: it already has a company.',
  tradeRequired: 'Choose a trade.',
  tradeOtherRequired: 'Enter the other trade.',
  tradeNotInDivision: "The trade is not one of the division's trades.",
  valuesNotAllowed: 'You do not have permission to change contract values.',
  endBeforeStart: 'The end date cannot be before the start date.',
  companyNameRequired: 'Enter the company name.',
  companiesNoPermission: 'You do not have permission to manage contracts.',
} as const;
