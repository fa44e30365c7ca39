declare module 'email-providers' {
  /** Domains of free and common email providers. */
  const all: string[];
  export default all;
}
