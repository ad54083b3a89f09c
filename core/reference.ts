/** Letters and digits that cannot be mistaken for each other when read over the phone. */
const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** `randomInt(n)` returns 0..n-1. */
export function randomCode(length: number, randomInt: (n: number) => number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A short human-readable reference such as PA-7K3Q9D. */
export function makeReference(randomInt: (n: number) => number): string {
  return `PA-${randomCode(6, randomInt)}`;
}
