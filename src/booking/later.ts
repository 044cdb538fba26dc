/**
 * The flow's actions after the show list: reserving, seats, the steps after the reservation and
 * resuming a stored booking. The flow imports them when first needed (and ahead of need once the
 * shows are listed), so a bundle that splits code keeps them out of the first render.
 */
export { confirmBooking, saveAnswers, saveBuyer, sendEmail } from './checkout.js';
export { releaseTickets, renewReservation, reserve } from './reserve.js';
export { resume } from './resume.js';
export { moveTicket, readSeats } from './seats.js';
