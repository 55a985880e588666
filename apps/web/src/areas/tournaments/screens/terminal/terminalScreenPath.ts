/** The full-screen terminal's own address: the club's terminals page opens it once this screen is a terminal. */
export const terminalScreenPath = '/terminal/screen';
