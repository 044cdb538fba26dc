// Express 4 is installed beside Express 5 (package alias `express4`) for the recipe tests; its
// API for what they use is the same as Express 5's types.
declare module 'express4' {
  import express from 'express';
  export default express;
}
