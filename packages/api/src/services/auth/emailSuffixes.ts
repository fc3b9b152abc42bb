/** Domain suffixes offered while a buyer types an email address. */
export const EMAIL_SUFFIXES = [
  '@gmail.com', '@outlook.com', '@hotmail.com', '@yahoo.com', '@icloud.com', '@aol.com',
  '@live.com', '@msn.com', '@protonmail.com', '@mail.com', '@gmx.com', '@yandex.com', '@qq.com', '@163.com',
];
