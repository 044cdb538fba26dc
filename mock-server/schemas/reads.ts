/**
 * Read schemas with their optional expansions (`properties[<name>]=1`). Nested records are the
 * plain record schemas, so expansions never nest further and the schemas stay acyclic.
 */
import { z } from '@hono/zod-openapi';
import { BookingRecordSchema, bookingDefinition } from './bookings';
import { EXTENSION, uuidPid } from './common';
import { DeliveryRateRecordSchema } from './delivery-rates';
import { DeliveryRecordSchema } from './deliveries';
import { EventRecordSchema, eventDefinition } from './events';
import { HostRecordSchema, hostDefinition } from './hosts';
import { OptionRecordSchema } from './options';
import { PersonRecordSchema, personDefinition } from './persons';
import { PriceRecordSchema } from './prices';
import { SectorRecordSchema } from './sectors';
import { ShowCapacitySchema, ShowRecordSchema, showDefinition } from './shows';
import { TicketOptionGroupRecordSchema, ticketOptionGroupDefinition } from './ticket-option-groups';
import { TicketOptionLimitationRecordSchema } from './ticket-option-limitations';
import { TicketOptionRecordSchema, ticketOptionDefinition } from './ticket-options';
import { TicketRecordSchema } from './tickets';
import { VenueRecordSchema, venueDefinition } from './venues';

/** An array of child records, present only when requested. */
function children<T extends z.ZodType>(record: T, name: string, described = false) {
  return z
    .array(record)
    .optional()
    .openapi({
      description: `Present with \`properties[${name}]=1\`: the ${name} of this record.`,
      ...(described ? {} : EXTENSION),
    });
}

/** A reference that reads as a pid, or as the referenced record when expanded. */
function expandable<T extends z.ZodType>(record: T, name: string, described = false) {
  return z.union([uuidPid(`The ${name} (pid).`), record]).openapi({
    description: `The ${name}: its pid, or the ${name} record with \`properties[${name}]=1\`.`,
    ...(described ? {} : EXTENSION),
  });
}

/** The read description: what the resource is, and how its optional properties appear. */
const describe = (definition: { description: string }) =>
  `${definition.description} Optional properties appear only when requested with \`properties[<name>]=1\`.`;

export const HostSchema = z
  .object({
    ...HostRecordSchema.shape,
    events: children(EventRecordSchema, 'events'),
    venues: children(VenueRecordSchema, 'venues'),
    persons: children(PersonRecordSchema, 'persons'),
    bookings: children(BookingRecordSchema, 'bookings'),
    deliveryrates: children(DeliveryRateRecordSchema, 'deliveryrates'),
  })
  .openapi('Host', { description: describe(hostDefinition), ...EXTENSION });

export const PersonSchema = z
  .object({ ...PersonRecordSchema.shape, bookings: children(BookingRecordSchema, 'bookings') })
  .openapi('Person', { description: describe(personDefinition) });

export const BookingSchema = z
  .object({
    ...BookingRecordSchema.shape,
    customer: expandable(PersonRecordSchema, 'customer', true),
    tickets: children(TicketRecordSchema, 'tickets', true),
    deliveries: children(DeliveryRecordSchema, 'deliveries'),
  })
  .openapi('Booking', { description: describe(bookingDefinition) });

export const EventSchema = z
  .object({
    ...EventRecordSchema.shape,
    shows: children(ShowRecordSchema, 'shows', true),
    prices: children(PriceRecordSchema, 'prices'),
    ticketoptiongroups: children(TicketOptionGroupRecordSchema, 'ticketoptiongroups'),
    options: children(OptionRecordSchema, 'options'),
  })
  .openapi('Event', { description: describe(eventDefinition) });

export const VenueSchema = z
  .object({ ...VenueRecordSchema.shape, sectors: children(SectorRecordSchema, 'sectors') })
  .openapi('Venue', { description: describe(venueDefinition) });

export const ShowSchema = z
  .object({
    ...ShowRecordSchema.shape,
    event: expandable(EventRecordSchema, 'event'),
    venue: expandable(VenueRecordSchema, 'venue'),
    tickets: children(TicketRecordSchema, 'tickets'),
    capacity: ShowCapacitySchema.optional().openapi({
      description: 'Present with `properties[capacity]=1`: the remaining quantities of the show.',
      ...EXTENSION,
    }),
  })
  .openapi('Show', { description: describe(showDefinition) });

export const TicketOptionGroupSchema = z
  .object({
    ...TicketOptionGroupRecordSchema.shape,
    ticketoptions: children(TicketOptionRecordSchema, 'ticketoptions'),
  })
  .openapi('TicketOptionGroup', { description: describe(ticketOptionGroupDefinition) });

export const TicketOptionSchema = z
  .object({
    ...TicketOptionRecordSchema.shape,
    ticketoptionlimitations: children(TicketOptionLimitationRecordSchema, 'ticketoptionlimitations'),
  })
  .openapi('TicketOption', { description: describe(ticketOptionDefinition) });
