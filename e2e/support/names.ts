/**
 * What a journey types into a worker picker to find someone: the longest word of their name,
 * since a picker searches from 3 letters on and a last name may be shorter ("Thanh Vu").
 */
export function searchTerm(name: string): string {
  return name
    .split(' ')
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}
