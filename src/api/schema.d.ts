/**
 * Types of the ticketing service's HTTP interface, generated from src/api/openapi.json by
 * openapi-typescript (`npm run generate`). Do not edit: change mock-server/schemas instead.
 */

export interface paths {
    "/oauth/v2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain or refresh tokens
         * @description Password grant (first login) or refresh-token grant. Refresh tokens rotate: each use returns a new one and invalidates the old one. The response carries `Cache-Control: no-store`.
         */
        post: operations["requestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hosts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List hosts
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listHosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Count hosts
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countHosts"];
        /**
         * Edit several hosts
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateHosts"];
        trace?: never;
    };
    "/hosts/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a host */
        get: operations["getHost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Check a host
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkHost"];
        /**
         * Edit a host
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateHost"];
        trace?: never;
    };
    "/hosts/{pid}/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the events of a host
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/events/`.
         */
        get: operations["listHostEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the events of a host */
        head: operations["countHostEvents"];
        patch?: never;
        trace?: never;
    };
    "/hosts/{pid}/venues/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the venues of a host
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/venues/`.
         */
        get: operations["listHostVenues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the venues of a host */
        head: operations["countHostVenues"];
        patch?: never;
        trace?: never;
    };
    "/hosts/{pid}/persons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the persons of a host
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/persons/`.
         */
        get: operations["listHostPersons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the persons of a host */
        head: operations["countHostPersons"];
        patch?: never;
        trace?: never;
    };
    "/hosts/{pid}/bookings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the bookings of a host
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/bookings/`.
         */
        get: operations["listHostBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the bookings of a host */
        head: operations["countHostBookings"];
        patch?: never;
        trace?: never;
    };
    "/hosts/{pid}/deliveryrates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the delivery rates of a host
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/deliveryrates/`.
         */
        get: operations["listHostDeliveryRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the delivery rates of a host */
        head: operations["countHostDeliveryRates"];
        patch?: never;
        trace?: never;
    };
    "/persons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List persons
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listPersons"];
        put?: never;
        /**
         * Create persons
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createPersons"];
        delete?: never;
        options?: never;
        /**
         * Count persons
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countPersons"];
        /**
         * Edit several persons
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updatePersons"];
        trace?: never;
    };
    "/persons/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a person */
        get: operations["getPerson"];
        put?: never;
        post?: never;
        /**
         * Delete a person
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deletePerson"];
        options?: never;
        /**
         * Check a person
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkPerson"];
        /**
         * Edit a person
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updatePerson"];
        trace?: never;
    };
    "/persons/{pid}/bookings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the bookings of a person
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/bookings/`.
         */
        get: operations["listPersonBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the bookings of a person */
        head: operations["countPersonBookings"];
        patch?: never;
        trace?: never;
    };
    "/bookings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bookings
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listBookings"];
        put?: never;
        /**
         * Create bookings
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createBookings"];
        delete?: never;
        options?: never;
        /**
         * Count bookings
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countBookings"];
        /**
         * Edit several bookings
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateBookings"];
        trace?: never;
    };
    "/bookings/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a booking */
        get: operations["getBooking"];
        put?: never;
        /**
         * Read a booking (POST)
         * @description The same as `GET /bookings/{pid}`, which the interface description also shows as POST. It takes no body: none, `{}` or `[]`. Any field in the body (such as `confirmation`) answers 409 `validation_failed` naming it, since this request never changes the booking: `PATCH /bookings/{pid}` does.
         */
        post: operations["getBookingByPost"];
        /**
         * Delete a booking
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteBooking"];
        options?: never;
        /**
         * Check a booking
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkBooking"];
        /**
         * Edit a booking
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateBooking"];
        trace?: never;
    };
    "/bookings/{pid}/tickets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tickets of a booking
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/tickets/`.
         */
        get: operations["listBookingTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the tickets of a booking */
        head: operations["countBookingTickets"];
        patch?: never;
        trace?: never;
    };
    "/bookings/{pid}/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the deliveries of a booking
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/deliveries/`.
         */
        get: operations["listBookingDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the deliveries of a booking */
        head: operations["countBookingDeliveries"];
        patch?: never;
        trace?: never;
    };
    "/tickets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tickets
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listTickets"];
        put?: never;
        /**
         * Create tickets
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createTickets"];
        delete?: never;
        options?: never;
        /**
         * Count tickets
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countTickets"];
        /**
         * Edit several tickets
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateTickets"];
        trace?: never;
    };
    "/tickets/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a ticket */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        /**
         * Delete a ticket
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteTicket"];
        options?: never;
        /**
         * Check a ticket
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkTicket"];
        /**
         * Edit a ticket
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateTicket"];
        trace?: never;
    };
    "/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listEvents"];
        put?: never;
        /**
         * Create events
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createEvents"];
        delete?: never;
        options?: never;
        /**
         * Count events
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countEvents"];
        /**
         * Edit several events
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateEvents"];
        trace?: never;
    };
    "/events/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an event */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        /**
         * Delete an event
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteEvent"];
        options?: never;
        /**
         * Check an event
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkEvent"];
        /**
         * Edit an event
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/events/{pid}/shows/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the shows of an event
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/shows/`.
         */
        get: operations["listEventShows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the shows of an event */
        head: operations["countEventShows"];
        patch?: never;
        trace?: never;
    };
    "/events/{pid}/prices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the prices of an event
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/prices/`.
         */
        get: operations["listEventPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the prices of an event */
        head: operations["countEventPrices"];
        patch?: never;
        trace?: never;
    };
    "/events/{pid}/ticketoptiongroups/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ticket option groups of an event
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/ticketoptiongroups/`.
         */
        get: operations["listEventTicketOptionGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the ticket option groups of an event */
        head: operations["countEventTicketOptionGroups"];
        patch?: never;
        trace?: never;
    };
    "/events/{pid}/options/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the options of an event
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/options/`.
         */
        get: operations["listEventOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the options of an event */
        head: operations["countEventOptions"];
        patch?: never;
        trace?: never;
    };
    "/events/{pid}/bookings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the bookings of an event
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/bookings/`.
         */
        get: operations["listEventBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the bookings of an event */
        head: operations["countEventBookings"];
        patch?: never;
        trace?: never;
    };
    "/venues/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List venues
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listVenues"];
        put?: never;
        /**
         * Create venues
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createVenues"];
        delete?: never;
        options?: never;
        /**
         * Count venues
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countVenues"];
        /**
         * Edit several venues
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateVenues"];
        trace?: never;
    };
    "/venues/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a venue */
        get: operations["getVenue"];
        put?: never;
        post?: never;
        /**
         * Delete a venue
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteVenue"];
        options?: never;
        /**
         * Check a venue
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkVenue"];
        /**
         * Edit a venue
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateVenue"];
        trace?: never;
    };
    "/venues/{pid}/sectors/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sectors of a venue
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/sectors/`.
         */
        get: operations["listVenueSectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the sectors of a venue */
        head: operations["countVenueSectors"];
        patch?: never;
        trace?: never;
    };
    "/sectors/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sectors
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listSectors"];
        put?: never;
        /**
         * Create sectors
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createSectors"];
        delete?: never;
        options?: never;
        /**
         * Count sectors
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countSectors"];
        /**
         * Edit several sectors
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateSectors"];
        trace?: never;
    };
    "/sectors/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a sector */
        get: operations["getSector"];
        put?: never;
        post?: never;
        /**
         * Delete a sector
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteSector"];
        options?: never;
        /**
         * Check a sector
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkSector"];
        /**
         * Edit a sector
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateSector"];
        trace?: never;
    };
    "/sectors/{pid}/seats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seats of a sector
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/seats/`.
         */
        get: operations["listSectorSeats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the seats of a sector */
        head: operations["countSectorSeats"];
        patch?: never;
        trace?: never;
    };
    "/seats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List seats
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listSeats"];
        put?: never;
        /**
         * Create seats
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createSeats"];
        delete?: never;
        options?: never;
        /**
         * Count seats
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countSeats"];
        /**
         * Edit several seats
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateSeats"];
        trace?: never;
    };
    "/seats/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a seat */
        get: operations["getSeat"];
        put?: never;
        post?: never;
        /**
         * Delete a seat
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteSeat"];
        options?: never;
        /**
         * Check a seat
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkSeat"];
        /**
         * Edit a seat
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateSeat"];
        trace?: never;
    };
    "/shows/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shows
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listShows"];
        put?: never;
        /**
         * Create shows
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createShows"];
        delete?: never;
        options?: never;
        /**
         * Count shows
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countShows"];
        /**
         * Edit several shows
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateShows"];
        trace?: never;
    };
    "/shows/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a show */
        get: operations["getShow"];
        put?: never;
        post?: never;
        /**
         * Delete a show
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteShow"];
        options?: never;
        /**
         * Check a show
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkShow"];
        /**
         * Edit a show
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateShow"];
        trace?: never;
    };
    "/shows/{pid}/tickets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tickets of a show
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/tickets/`.
         */
        get: operations["listShowTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the tickets of a show */
        head: operations["countShowTickets"];
        patch?: never;
        trace?: never;
    };
    "/shows/{pid}/bookings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the bookings of a show
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/bookings/`.
         */
        get: operations["listShowBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the bookings of a show */
        head: operations["countShowBookings"];
        patch?: never;
        trace?: never;
    };
    "/prices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List prices
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listPrices"];
        put?: never;
        /**
         * Create prices
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createPrices"];
        delete?: never;
        options?: never;
        /**
         * Count prices
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countPrices"];
        /**
         * Edit several prices
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updatePrices"];
        trace?: never;
    };
    "/prices/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a price */
        get: operations["getPrice"];
        put?: never;
        post?: never;
        /**
         * Delete a price
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deletePrice"];
        options?: never;
        /**
         * Check a price
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkPrice"];
        /**
         * Edit a price
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updatePrice"];
        trace?: never;
    };
    "/ticketoptiongroups/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ticket option groups
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listTicketOptionGroups"];
        put?: never;
        /**
         * Create ticket option groups
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createTicketOptionGroups"];
        delete?: never;
        options?: never;
        /**
         * Count ticket option groups
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countTicketOptionGroups"];
        /**
         * Edit several ticket option groups
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateTicketOptionGroups"];
        trace?: never;
    };
    "/ticketoptiongroups/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a ticket option group */
        get: operations["getTicketOptionGroup"];
        put?: never;
        post?: never;
        /**
         * Delete a ticket option group
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteTicketOptionGroup"];
        options?: never;
        /**
         * Check a ticket option group
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkTicketOptionGroup"];
        /**
         * Edit a ticket option group
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateTicketOptionGroup"];
        trace?: never;
    };
    "/ticketoptiongroups/{pid}/ticketoptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ticket options of a ticket option group
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/ticketoptions/`.
         */
        get: operations["listTicketOptionGroupTicketOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the ticket options of a ticket option group */
        head: operations["countTicketOptionGroupTicketOptions"];
        patch?: never;
        trace?: never;
    };
    "/ticketoptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ticket options
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listTicketOptions"];
        put?: never;
        /**
         * Create ticket options
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createTicketOptions"];
        delete?: never;
        options?: never;
        /**
         * Count ticket options
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countTicketOptions"];
        /**
         * Edit several ticket options
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateTicketOptions"];
        trace?: never;
    };
    "/ticketoptions/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a ticket option */
        get: operations["getTicketOption"];
        put?: never;
        post?: never;
        /**
         * Delete a ticket option
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteTicketOption"];
        options?: never;
        /**
         * Check a ticket option
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkTicketOption"];
        /**
         * Edit a ticket option
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateTicketOption"];
        trace?: never;
    };
    "/ticketoptions/{pid}/ticketoptionlimitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ticket option limitations of a ticket option
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given. Filters apply as on `/ticketoptionlimitations/`.
         */
        get: operations["listTicketOptionTicketOptionLimitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** Count the ticket option limitations of a ticket option */
        head: operations["countTicketOptionTicketOptionLimitations"];
        patch?: never;
        trace?: never;
    };
    "/ticketoptionlimitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ticket option limitations
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listTicketOptionLimitations"];
        put?: never;
        /**
         * Create ticket option limitations
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createTicketOptionLimitations"];
        delete?: never;
        options?: never;
        /**
         * Count ticket option limitations
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countTicketOptionLimitations"];
        /**
         * Edit several ticket option limitations
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateTicketOptionLimitations"];
        trace?: never;
    };
    "/ticketoptionlimitations/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a ticket option limitation */
        get: operations["getTicketOptionLimitation"];
        put?: never;
        post?: never;
        /**
         * Delete a ticket option limitation
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteTicketOptionLimitation"];
        options?: never;
        /**
         * Check a ticket option limitation
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkTicketOptionLimitation"];
        /**
         * Edit a ticket option limitation
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateTicketOptionLimitation"];
        trace?: never;
    };
    "/options/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List options
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listOptions"];
        put?: never;
        /**
         * Create options
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createOptions"];
        delete?: never;
        options?: never;
        /**
         * Count options
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countOptions"];
        /**
         * Edit several options
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateOptions"];
        trace?: never;
    };
    "/options/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an option */
        get: operations["getOption"];
        put?: never;
        post?: never;
        /**
         * Delete an option
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteOption"];
        options?: never;
        /**
         * Check an option
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkOption"];
        /**
         * Edit an option
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateOption"];
        trace?: never;
    };
    "/deliveryrates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delivery rates
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listDeliveryRates"];
        put?: never;
        /**
         * Create delivery rates
         * @description The body is one object or an array of objects. Answers 201 with an empty body. For one object, `Location` is the new record; for an array, the records are created atomically (all or none) and `Location` is a list link that reads them in request order.
         */
        post: operations["createDeliveryRates"];
        delete?: never;
        options?: never;
        /**
         * Count delivery rates
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countDeliveryRates"];
        /**
         * Edit several delivery rates
         * @description The body is an array of objects, each with the `pid` of the record to edit and the fields to change. Atomic: all records change or none. Answers 204 with `Location` `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`, a list link that reads the edited records in request order (as after an array create: `batchId` names the latest array request that wrote a record). An empty array edits nothing: 204 without `Location`.
         */
        patch: operations["updateDeliveryRates"];
        trace?: never;
    };
    "/deliveryrates/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a delivery rate */
        get: operations["getDeliveryRate"];
        put?: never;
        post?: never;
        /**
         * Delete a delivery rate
         * @description Deletes the record and all its child records. Answers 409 `record_in_use` while a record outside that set still refers to one of them.
         */
        delete: operations["deleteDeliveryRate"];
        options?: never;
        /**
         * Check a delivery rate
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkDeliveryRate"];
        /**
         * Edit a delivery rate
         * @description Changes the fields given. Answers 204 with `Location` of the record. An empty array (`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.
         */
        patch: operations["updateDeliveryRate"];
        trace?: never;
    };
    "/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries
         * @description Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Count deliveries
         * @description Like the list read, without a body: `X-Count` holds the number of matching records.
         */
        head: operations["countDeliveries"];
        patch?: never;
        trace?: never;
    };
    "/deliveries/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a delivery */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Check a delivery
         * @description Like the record read, without a body: 200 when the record exists for the token.
         */
        head: operations["checkDelivery"];
        patch?: never;
        trace?: never;
    };
    "/shows/{pid}/seats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seats of a show with their status
         * @description The seats of the show's venue, each with its `status` for this show: `free`, `reserved` (held by an unconfirmed booking that has not expired) or `sold` (held by a confirmed booking). No booking, person or ticket data. Every filter of `/seats/` applies, plus `filters[status]` (`free`, `reserved`, `sold`): `filters[status]=free&maxResults=50`, `filters[sector]=<pid>`, `filters[accessible]=1`. Answers a bare JSON array of records; the number of matching records before pagination is in the `X-Count` header. Without `maxResults` every record is returned; `page` counts from 0. Records come in creation order unless `orderBy` is given.
         */
        get: operations["listShowSeats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Count the seats of a show
         * @description Like the list read, without a body: `X-Count` holds the number of matching seats.
         */
        head: operations["countShowSeats"];
        patch?: never;
        trace?: never;
    };
    "/email/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the confirmation e-mail of a booking
         * @description Queues the e-mail in the customer's locale and answers 202 with an empty body. The booking is a reference in the body: one that does not exist (or belongs to another host) answers 409 `reference_not_found` at `booking`; an unconfirmed one 409 `booking_not_confirmed`; a customer without an e-mail address 409 `customer_incomplete`.
         */
        post: operations["sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "new-booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A booking was confirmed */
        post: operations["webhookNewBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "new-person": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A person was created */
        post: operations["webhookNewPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking-cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A booking was deleted */
        post: operations["webhookBookingCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking-tickets-deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tickets of a booking were deleted or released */
        post: operations["webhookBookingTicketsDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description Postal address, nested in its person. It is part of the person: it has its own `pid` but no timestamps of its own; changing it changes the person's `updated`. */
        Address: {
            /**
             * @description Address identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /** @description First address line (street and number). */
            address1: string | null;
            /** @description Second address line; may be empty. Reads "" when empty, never null. */
            address2: string;
            /** @description Postal code. */
            zip: string | null;
            /** @description City. */
            city: string | null;
            /**
             * @description Country. ISO 3166-1 alpha-2, upper case.
             * @example CH
             */
            country: string | null;
        };
        /** @description Postal address, nested in its person. It is part of the person: it has its own `pid` but no timestamps of its own; changing it changes the person's `updated`. Every field is optional; on edit only the fields given change, null clears one. */
        AddressWrite: {
            /** @description First address line (street and number). */
            address1?: string | null;
            /** @description Second address line; may be empty (null clears it to ""). */
            address2?: string | null;
            /** @description Postal code. */
            zip?: string | null;
            /** @description City. */
            city?: string | null;
            /**
             * @description Country. ISO 3166-1 alpha-2, upper case.
             * @example CH
             */
            country?: string | null;
        };
        /** @description A booking of a customer. Its pid is a 12-digit integer, shown as `pid_readable` (`1234-5678-9012`). An unconfirmed booking keeps its tickets for 30 minutes (configurable) after it was created; then its tickets and options are released, it stays unconfirmed with no tickets, keeps `expires`, `released` is true, and further tickets, options or confirmation answer 409 `booking_expired`. Confirming is `PATCH {confirmation: true}`; there is no way back from confirmed. Optional properties appear only when requested with `properties[<name>]=1`. */
        Booking: {
            /**
             * @description Booking identifier: a 12-digit integer.
             * @example 123456789012
             */
            pid: number;
            /**
             * @description The pid as groups of four digits.
             * @example 1234-5678-9012
             */
            pid_readable: string;
            /** @description The customer: its pid, or the customer record with `properties[customer]=1`. */
            customer: string | components["schemas"]["PersonRecord"];
            /** @description True once confirmed. */
            confirmation: boolean;
            /**
             * @description `digital` or `postal` once confirmed; null while unconfirmed.
             * @enum {string|null}
             */
            delivery_method: "digital" | "postal" | null;
            /** @description Options of the booking. */
            options: components["schemas"]["BookingOption"][];
            /**
             * Format: date-time
             * @description When the tickets of this unconfirmed booking are released (or were, when `released`); null once confirmed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            expires: string | null;
            /** @description True once the tickets were released because the booking expired. */
            released: boolean;
            /**
             * @description The host (the customer's host).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /** @description Present with `properties[tickets]=1`: the tickets of this record. */
            tickets?: components["schemas"]["Ticket"][];
            /** @description Present with `properties[deliveries]=1`: the deliveries of this record. */
            deliveries?: components["schemas"]["Delivery"][];
        };
        /** @description A booking was deleted. */
        BookingCancelledWebhook: {
            /** @enum {string} */
            type: "booking-cancelled";
            payload: {
                /**
                 * @description The deleted booking.
                 * @example 123456789012
                 */
                booking: number;
                /**
                 * @description The host.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                host: string;
            };
        };
        /** @description Creates an unconfirmed booking. Delivery cannot be requested here: it is requested with the confirmation PATCH. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        BookingCreate: {
            /**
             * @description The customer: pid of a Person of the same host.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            customer: string;
            /** @description Options for the whole booking. The list replaces the booking's options. Bounded by each option's `items_per_booking` and remaining `limitation` (409 `option_limit_reached`). */
            options?: components["schemas"]["BookingOptionWrite"][];
        };
        /** @description Filters on bookings. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        BookingFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            pid_readable?: components["schemas"]["FieldFilter"];
            customer?: components["schemas"]["FieldFilter"] | components["schemas"]["PersonRelationFilters"];
            confirmation?: components["schemas"]["FieldFilter"];
            delivery_method?: components["schemas"]["FieldFilter"];
            expires?: components["schemas"]["FieldFilter"];
            released?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["HostRelationFilters"];
            tickets?: components["schemas"]["FieldFilter"] | components["schemas"]["TicketRelationFilters"];
            deliveries?: components["schemas"]["FieldFilter"] | components["schemas"]["DeliveryRelationFilters"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description An option chosen for the whole booking. */
        BookingOption: {
            /**
             * @description The option.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            option: string;
            /** @description How many. */
            quantity: number;
        };
        /** @description An option chosen for the whole booking. */
        BookingOptionWrite: {
            /**
             * @description The option: of an event of the host; at confirmation it must be of an event of the booking’s tickets.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            option: string;
            /** @description How many; 0 removes the option from the booking. */
            quantity: number;
        };
        /** @description Sort order of bookings: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        BookingOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            /** @enum {string} */
            pid_readable?: "asc" | "desc";
            customer?: ("asc" | "desc") | components["schemas"]["PersonOrderBy"];
            /** @enum {string} */
            confirmation?: "asc" | "desc";
            /** @enum {string} */
            delivery_method?: "asc" | "desc";
            /** @enum {string} */
            expires?: "asc" | "desc";
            /** @enum {string} */
            released?: "asc" | "desc";
            host?: ("asc" | "desc") | components["schemas"]["HostOrderBy"];
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits or confirms a booking. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        BookingPatch: {
            /** @description `true` confirms the booking. It needs at least one ticket, the customer details (firstname, lastname, valid email), every required ticket option group answered, and either `delivery: true` or events that all allow digital dispatch. `false` is accepted only while unconfirmed (no change); a confirmed booking cannot be unconfirmed. */
            confirmation?: boolean;
            /** @description Only meaningful together with `confirmation: true`: requests postal delivery. The host's delivery rate for the customer's country (or its rate for every other country) is applied and Delivery records are added; the customer needs a full address. Without it the booking is delivered digitally. Sent without `confirmation: true` it answers 409. */
            delivery?: boolean;
            /** @description Options for the whole booking. The list replaces the booking's options. Bounded by each option's `items_per_booking` and remaining `limitation` (409 `option_limit_reached`). */
            options?: components["schemas"]["BookingOptionWrite"][];
            /**
             * @description Changes the customer while unconfirmed.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            customer?: string;
        };
        /** @description One item of an array edit of bookings. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        BookingPatchItem: {
            /**
             * @description The booking to edit.
             * @example 123456789012
             */
            pid: number | string;
            /** @description `true` confirms the booking. It needs at least one ticket, the customer details (firstname, lastname, valid email), every required ticket option group answered, and either `delivery: true` or events that all allow digital dispatch. `false` is accepted only while unconfirmed (no change); a confirmed booking cannot be unconfirmed. */
            confirmation?: boolean;
            /** @description Only meaningful together with `confirmation: true`: requests postal delivery. The host's delivery rate for the customer's country (or its rate for every other country) is applied and Delivery records are added; the customer needs a full address. Without it the booking is delivered digitally. Sent without `confirmation: true` it answers 409. */
            delivery?: boolean;
            /** @description Options for the whole booking. The list replaces the booking's options. Bounded by each option's `items_per_booking` and remaining `limitation` (409 `option_limit_reached`). */
            options?: components["schemas"]["BookingOptionWrite"][];
            /**
             * @description Changes the customer while unconfirmed.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            customer?: string;
        };
        /** @description Properties to add to each Booking read: `customer`, `tickets`, `deliveries`. Any other name answers 409 `invalid_query`. */
        BookingProperties: {
            customer?: components["schemas"]["Flag"];
            tickets?: components["schemas"]["Flag"];
            deliveries?: components["schemas"]["Flag"];
        };
        /** @description A booking of a customer. Its pid is a 12-digit integer, shown as `pid_readable` (`1234-5678-9012`). An unconfirmed booking keeps its tickets for 30 minutes (configurable) after it was created; then its tickets and options are released, it stays unconfirmed with no tickets, keeps `expires`, `released` is true, and further tickets, options or confirmation answer 409 `booking_expired`. Confirming is `PATCH {confirmation: true}`; there is no way back from confirmed. */
        BookingRecord: {
            /**
             * @description Booking identifier: a 12-digit integer.
             * @example 123456789012
             */
            pid: number;
            /**
             * @description The pid as groups of four digits.
             * @example 1234-5678-9012
             */
            pid_readable: string;
            /**
             * @description The customer (pid of a Person).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            customer: string;
            /** @description True once confirmed. */
            confirmation: boolean;
            /**
             * @description `digital` or `postal` once confirmed; null while unconfirmed.
             * @enum {string|null}
             */
            delivery_method: "digital" | "postal" | null;
            /** @description Options of the booking. */
            options: components["schemas"]["BookingOption"][];
            /**
             * Format: date-time
             * @description When the tickets of this unconfirmed booking are released (or were, when `released`); null once confirmed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            expires: string | null;
            /** @description True once the tickets were released because the booking expired. */
            released: boolean;
            /**
             * @description The host (the customer's host).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Filters on the related bookings: `filters[<relation>][<field>]=<value>`, with the grammar of `BookingFilters`. */
        BookingRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            pid_readable?: components["schemas"]["FieldFilter"];
            customer?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            confirmation?: components["schemas"]["FieldFilter"];
            delivery_method?: components["schemas"]["FieldFilter"];
            expires?: components["schemas"]["FieldFilter"];
            released?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            tickets?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            deliveries?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description Tickets of a booking were deleted, or released because the booking expired. */
        BookingTicketsDeletedWebhook: {
            /** @enum {string} */
            type: "booking-tickets-deleted";
            payload: {
                /**
                 * @description The booking.
                 * @example 123456789012
                 */
                booking: number;
                /** @description The deleted or released tickets. */
                tickets: string[];
                /**
                 * @description The host.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                host: string;
            };
        };
        /** @description Added to a booking when it is confirmed with `delivery: true`, from the delivery rate that applies to the customer's country. Read-only; `name`, `price` and `currency` are copies of the rate at confirmation. The interface description does not show these fields. */
        Delivery: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The booking.
             * @example 123456789012
             */
            booking: number;
            /**
             * @description The delivery rate applied; null once that rate was deleted.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            delivery_rate: string | null;
            /** @description Name of the rate at confirmation. */
            name: string;
            /**
             * @description Price of the rate at confirmation. A decimal string with two places, VAT included.
             * @example 49.50
             */
            price: string;
            /**
             * @description Currency of `price`, the rate’s at confirmation (an addition beyond the interface description). An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Filters on deliveries. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        DeliveryFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            booking?: components["schemas"]["FieldFilter"] | components["schemas"]["BookingRelationFilters"];
            delivery_rate?: components["schemas"]["FieldFilter"] | components["schemas"]["DeliveryRateRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
            currency?: components["schemas"]["FieldFilter"];
        };
        /** @description Sort order of deliveries: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        DeliveryOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            booking?: ("asc" | "desc") | components["schemas"]["BookingOrderBy"];
            delivery_rate?: ("asc" | "desc") | components["schemas"]["DeliveryRateOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            price?: "asc" | "desc";
            /** @enum {string} */
            currency?: "asc" | "desc";
        };
        /** @description A host's price for postal delivery. When a booking is confirmed with `delivery: true`, the rate in the booking's currency (its tickets' events' currency) for the customer's country applies, else the rate in that currency with `country` null (every other country); with neither, confirmation answers 409 `delivery_not_available`. A rate in another currency never applies, so the fee is always part of the booking's total: a host selling events in several currencies keeps a set of rates in each. The interface description does not show these fields. */
        DeliveryRate: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the rate. */
            name: string;
            /**
             * @description Country; null: every other country. ISO 3166-1 alpha-2, upper case.
             * @example CH
             */
            country: string | null;
            /**
             * @description Price per booking. A decimal string with two places, VAT included.
             * @example 49.50
             */
            price: string;
            /**
             * @description Currency of `price` (an addition beyond the interface description). Written without one, the host's currency, which is CHF (hosts carry no currency of their own). A rate applies only to bookings whose tickets are sold in this currency. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Creates a delivery rate. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        DeliveryRateCreate: {
            /**
             * @description The host.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name shown on the booking, such as "Postal delivery Switzerland". */
            name: string;
            /**
             * @description Country the rate applies to; null or absent: every other country. ISO 3166-1 alpha-2, upper case.
             * @example CH
             */
            country?: string | null;
            /**
             * @description Price per booking. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price: number;
            /**
             * @description Currency of `price` (an addition beyond the interface description). Written without one, the host's currency, which is CHF (hosts carry no currency of their own). A rate applies only to bookings whose tickets are sold in this currency. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
        };
        /** @description Filters on deliveryrates. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        DeliveryRateFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["HostRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            country?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
            currency?: components["schemas"]["FieldFilter"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of deliveryrates: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        DeliveryRateOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            host?: ("asc" | "desc") | components["schemas"]["HostOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            country?: "asc" | "desc";
            /** @enum {string} */
            price?: "asc" | "desc";
            /** @enum {string} */
            currency?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a delivery rate: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        DeliveryRatePatch: {
            /**
             * @description The host.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /** @description Name shown on the booking, such as "Postal delivery Switzerland". */
            name?: string;
            /**
             * @description Country the rate applies to; null or absent: every other country. ISO 3166-1 alpha-2, upper case.
             * @example CH
             */
            country?: string | null;
            /**
             * @description Price per booking. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number;
            /**
             * @description Currency of `price` (an addition beyond the interface description). Written without one, the host's currency, which is CHF (hosts carry no currency of their own). A rate applies only to bookings whose tickets are sold in this currency. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
        };
        /** @description One item of an array edit of a delivery rate: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        DeliveryRatePatchItem: {
            /**
             * @description The delivery rate to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /** @description Name shown on the booking, such as "Postal delivery Switzerland". */
            name?: string;
            /**
             * @description Country the rate applies to; null or absent: every other country. ISO 3166-1 alpha-2, upper case.
             * @example CH
             */
            country?: string | null;
            /**
             * @description Price per booking. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number;
            /**
             * @description Currency of `price` (an addition beyond the interface description). Written without one, the host's currency, which is CHF (hosts carry no currency of their own). A rate applies only to bookings whose tickets are sold in this currency. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
        };
        /** @description Filters on the related deliveryrates: `filters[<relation>][<field>]=<value>`, with the grammar of `DeliveryRateFilters`. */
        DeliveryRateRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            country?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
            currency?: components["schemas"]["FieldFilter"];
        };
        /** @description Filters on the related deliveries: `filters[<relation>][<field>]=<value>`, with the grammar of `DeliveryFilters`. */
        DeliveryRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            booking?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            delivery_rate?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
            currency?: components["schemas"]["FieldFilter"];
        };
        /** @description Sends the booking's confirmation e-mail to the customer, in the customer's locale. The request is accepted (202) and the mail is queued. */
        EmailSend: {
            /**
             * @description The booking; it must be confirmed (409 `booking_not_confirmed`).
             * @example 123456789012
             */
            booking: number | string;
            /**
             * @description Kind of e-mail; only `confirmation` exists.
             * @enum {string}
             */
            type: "confirmation";
        };
        /** @description An event of a host. Deleting it deletes its shows (with their tickets), prices, ticket option groups and options. Optional properties appear only when requested with `properties[<name>]=1`. */
        Event: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host (organiser).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the event. */
            name: string;
            /** @description Whether tickets may be delivered digitally. */
            allow_digital_dispatch: boolean;
            /**
             * @description Currency of all prices of the event. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /** @description Present with `properties[shows]=1`: the shows of this record. */
            shows?: components["schemas"]["ShowRecord"][];
            /** @description Present with `properties[prices]=1`: the prices of this record. */
            prices?: components["schemas"]["Price"][];
            /** @description Present with `properties[ticketoptiongroups]=1`: the ticketoptiongroups of this record. */
            ticketoptiongroups?: components["schemas"]["TicketOptionGroupRecord"][];
            /** @description Present with `properties[options]=1`: the options of this record. */
            options?: components["schemas"]["Option"][];
        };
        /** @description Creates an event. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        EventCreate: {
            /**
             * @description The host (organiser) of the event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the event. */
            name: string;
            /** @description Whether tickets may be delivered digitally. A booking with a ticket of an event that does not allow it can only be confirmed with `delivery: true`. Defaults to true. */
            allow_digital_dispatch?: boolean;
            /**
             * @description Currency of all prices of the event. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
        };
        /** @description Filters on events. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        EventFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["HostRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            allow_digital_dispatch?: components["schemas"]["FieldFilter"];
            currency?: components["schemas"]["FieldFilter"];
            shows?: components["schemas"]["FieldFilter"] | components["schemas"]["ShowRelationFilters"];
            prices?: components["schemas"]["FieldFilter"] | components["schemas"]["PriceRelationFilters"];
            ticketoptiongroups?: components["schemas"]["FieldFilter"] | components["schemas"]["TicketOptionGroupRelationFilters"];
            options?: components["schemas"]["FieldFilter"] | components["schemas"]["OptionRelationFilters"];
            bookings?: components["schemas"]["FieldFilter"] | components["schemas"]["BookingRelationFilters"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of events: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        EventOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            host?: ("asc" | "desc") | components["schemas"]["HostOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            allow_digital_dispatch?: "asc" | "desc";
            /** @enum {string} */
            currency?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits an event: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        EventPatch: {
            /**
             * @description The host (organiser) of the event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /** @description Name of the event. */
            name?: string;
            /** @description Whether tickets may be delivered digitally. A booking with a ticket of an event that does not allow it can only be confirmed with `delivery: true`. Defaults to true. */
            allow_digital_dispatch?: boolean;
            /**
             * @description Currency of all prices of the event. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
        };
        /** @description One item of an array edit of an event: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        EventPatchItem: {
            /**
             * @description The event to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host (organiser) of the event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /** @description Name of the event. */
            name?: string;
            /** @description Whether tickets may be delivered digitally. A booking with a ticket of an event that does not allow it can only be confirmed with `delivery: true`. Defaults to true. */
            allow_digital_dispatch?: boolean;
            /**
             * @description Currency of all prices of the event. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
        };
        /** @description Properties to add to each Event read: `shows`, `prices`, `ticketoptiongroups`, `options`. Any other name answers 409 `invalid_query`. */
        EventProperties: {
            shows?: components["schemas"]["Flag"];
            prices?: components["schemas"]["Flag"];
            ticketoptiongroups?: components["schemas"]["Flag"];
            options?: components["schemas"]["Flag"];
        };
        /** @description An event of a host. Deleting it deletes its shows (with their tickets), prices, ticket option groups and options. */
        EventRecord: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host (organiser).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the event. */
            name: string;
            /** @description Whether tickets may be delivered digitally. */
            allow_digital_dispatch: boolean;
            /**
             * @description Currency of all prices of the event. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Filters on the related events: `filters[<relation>][<field>]=<value>`, with the grammar of `EventFilters`. */
        EventRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            allow_digital_dispatch?: components["schemas"]["FieldFilter"];
            currency?: components["schemas"]["FieldFilter"];
            shows?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            prices?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            ticketoptiongroups?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            options?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            bookings?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description Conditions on one field: a value (equality) or comparisons. */
        FieldFilter: string | number | boolean | ({
            /** @enum {string} */
            _comp?: "eq" | "gt" | "gte" | "lt" | "lte" | "neq" | "isNull" | "isNotNull";
            _value?: components["schemas"]["FilterValue"];
            /**
             * @description How the indexed conditions of this field combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
        } & {
            [key: string]: components["schemas"]["FilterValue"] | components["schemas"]["FilterComparison"];
        });
        /** @description One comparison on a field: `filters[start][_comp]=gte&filters[start][_value]=2026-01-01 00:00:00`. */
        FilterComparison: {
            /**
             * @description Comparison: `eq` (default), `gt`, `gte`, `lt`, `lte`, `neq`, `isNull`, `isNotNull`.
             * @enum {string}
             */
            _comp?: "eq" | "gt" | "gte" | "lt" | "lte" | "neq" | "isNull" | "isNotNull";
            _value?: components["schemas"]["FilterValue"];
        };
        /** @description A value compared against: text; a number (money as `12.5`); a boolean as `1` or `0`; a date and time as `YYYY-MM-DD HH:MM:SS` in the host’s zone; a pid for a reference. */
        FilterValue: string | number | boolean;
        /** @description `1` or `true` to add the property; `0` or `false` (or leaving it out) not to. */
        Flag: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
        /** @description Conditions on a record two or more relations away (`filters[show][event][name]=Gala`): the keys of that resource’s own `…Filters`. Open here so that the document stays acyclic; the service checks each key and answers 409 `invalid_query` naming the parameter. */
        FurtherFilters: {
            [key: string]: unknown;
        };
        /** @description The organiser record that events, venues, persons, bookings and delivery rates belong to (the interface description names it but does not show its fields). `GET /hosts/` lists the hosts of the token's user; a user never sees another host's records (they answer 404). Hosts are read-only except `name` and `locale`. Optional properties appear only when requested with `properties[<name>]=1`. */
        Host: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /** @description Name of the organiser. */
            name: string;
            /**
             * @description Zone of the wall times written and filtered for this host (Europe/Zurich by default). Read-only. An IANA time zone name.
             * @example Europe/Zurich
             */
            timezone: string;
            /**
             * @description The host's language (German unless set): the language of its tickets' `seat_string` (`Reihe`/`Platz`, `Row`/`Seat`, `Rang`/`Place`, `Fila`/`Posto`) and of e-mails to customers without a locale. Tickets keep the wording of their last write.
             * @enum {string}
             */
            locale: "de" | "fr" | "it" | "en";
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /** @description Present with `properties[events]=1`: the events of this record. */
            events?: components["schemas"]["EventRecord"][];
            /** @description Present with `properties[venues]=1`: the venues of this record. */
            venues?: components["schemas"]["VenueRecord"][];
            /** @description Present with `properties[persons]=1`: the persons of this record. */
            persons?: components["schemas"]["PersonRecord"][];
            /** @description Present with `properties[bookings]=1`: the bookings of this record. */
            bookings?: components["schemas"]["BookingRecord"][];
            /** @description Present with `properties[deliveryrates]=1`: the deliveryrates of this record. */
            deliveryrates?: components["schemas"]["DeliveryRate"][];
        };
        /** @description Filters on hosts. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        HostFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            name?: components["schemas"]["FieldFilter"];
            timezone?: components["schemas"]["FieldFilter"];
            locale?: components["schemas"]["FieldFilter"];
            events?: components["schemas"]["FieldFilter"] | components["schemas"]["EventRelationFilters"];
            venues?: components["schemas"]["FieldFilter"] | components["schemas"]["VenueRelationFilters"];
            persons?: components["schemas"]["FieldFilter"] | components["schemas"]["PersonRelationFilters"];
            bookings?: components["schemas"]["FieldFilter"] | components["schemas"]["BookingRelationFilters"];
            deliveryrates?: components["schemas"]["FieldFilter"] | components["schemas"]["DeliveryRateRelationFilters"];
        };
        /** @description Sort order of hosts: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        HostOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            timezone?: "asc" | "desc";
            /** @enum {string} */
            locale?: "asc" | "desc";
        };
        /** @description Renames a host or sets its language; the other fields are read-only. */
        HostPatch: {
            /** @description Name of the organiser. */
            name?: string;
            /**
             * @description The host's language (German unless set): the language of its tickets' `seat_string` (`Reihe`/`Platz`, `Row`/`Seat`, `Rang`/`Place`, `Fila`/`Posto`) and of e-mails to customers without a locale. Tickets keep the wording of their last write.
             * @enum {string}
             */
            locale?: "de" | "fr" | "it" | "en";
        };
        /** @description One item of an array edit of hosts. */
        HostPatchItem: {
            /**
             * @description The host to rename.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /** @description Name of the organiser. */
            name?: string;
            /**
             * @description The host's language (German unless set): the language of its tickets' `seat_string` (`Reihe`/`Platz`, `Row`/`Seat`, `Rang`/`Place`, `Fila`/`Posto`) and of e-mails to customers without a locale. Tickets keep the wording of their last write.
             * @enum {string}
             */
            locale?: "de" | "fr" | "it" | "en";
        };
        /** @description Properties to add to each Host read: `events`, `venues`, `persons`, `bookings`, `deliveryrates`. Any other name answers 409 `invalid_query`. */
        HostProperties: {
            events?: components["schemas"]["Flag"];
            venues?: components["schemas"]["Flag"];
            persons?: components["schemas"]["Flag"];
            bookings?: components["schemas"]["Flag"];
            deliveryrates?: components["schemas"]["Flag"];
        };
        /** @description Filters on the related hosts: `filters[<relation>][<field>]=<value>`, with the grammar of `HostFilters`. */
        HostRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            name?: components["schemas"]["FieldFilter"];
            timezone?: components["schemas"]["FieldFilter"];
            locale?: components["schemas"]["FieldFilter"];
            events?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            venues?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            persons?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            bookings?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            deliveryrates?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description A booking was confirmed. */
        NewBookingWebhook: {
            /** @enum {string} */
            type: "new-booking";
            payload: {
                /**
                 * @description The confirmed booking.
                 * @example 123456789012
                 */
                booking: number;
                /**
                 * @description The customer.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                customer: string;
                /**
                 * @description The host.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                host: string;
            };
        };
        /** @description A person was created. */
        NewPersonWebhook: {
            /** @enum {string} */
            type: "new-person";
            payload: {
                /**
                 * @description The new person.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                person: string;
                /**
                 * @description The host.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                host: string;
            };
        };
        /** @description Error body of the token endpoint (RFC 6749 §5.2), status 400. */
        OAuthError: {
            /**
             * @description `invalid_client`: unknown client or wrong secret (or no Basic header); `invalid_grant`: wrong username or password, or an unknown, used or expired refresh token; `invalid_request`: a field is missing; `unsupported_grant_type`: another grant type.
             * @enum {string}
             */
            error: "invalid_client" | "invalid_grant" | "invalid_request" | "unsupported_grant_type";
            /** @description Human-readable explanation. */
            error_description: string;
        };
        /** @description An option of an event that applies to a whole booking. Chosen with `options: [{option, quantity}]` on the booking, at most `items_per_booking` per booking (1 makes it a yes/no choice) and `limitation` overall (409 `option_limit_reached`). */
        Option: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /** @description Name of the option. */
            name: string;
            /** @description Maximum per booking; null for none. */
            items_per_booking: number | null;
            /** @description Maximum overall; null for none. */
            limitation: number | null;
            /**
             * @description Price per item; null for free. A number with at most two decimals, VAT included.
             * @example 49.5
             */
            price: number | null;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Creates an option. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        OptionCreate: {
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /** @description Name of the option. */
            name: string;
            /** @description Maximum quantity per booking; null or absent for no maximum. */
            items_per_booking?: number | null;
            /** @description Maximum quantity over all bookings; null or absent for no limit. */
            limitation?: number | null;
            /**
             * @description Price per item; null or absent for free. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number | null;
        };
        /** @description Filters on options. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        OptionFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            event?: components["schemas"]["FieldFilter"] | components["schemas"]["EventRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            items_per_booking?: components["schemas"]["FieldFilter"];
            limitation?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of options: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        OptionOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            event?: ("asc" | "desc") | components["schemas"]["EventOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            items_per_booking?: "asc" | "desc";
            /** @enum {string} */
            limitation?: "asc" | "desc";
            /** @enum {string} */
            price?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits an option: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        OptionPatch: {
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event?: string;
            /** @description Name of the option. */
            name?: string;
            /** @description Maximum quantity per booking; null or absent for no maximum. */
            items_per_booking?: number | null;
            /** @description Maximum quantity over all bookings; null or absent for no limit. */
            limitation?: number | null;
            /**
             * @description Price per item; null or absent for free. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number | null;
        };
        /** @description One item of an array edit of an option: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        OptionPatchItem: {
            /**
             * @description The option to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event?: string;
            /** @description Name of the option. */
            name?: string;
            /** @description Maximum quantity per booking; null or absent for no maximum. */
            items_per_booking?: number | null;
            /** @description Maximum quantity over all bookings; null or absent for no limit. */
            limitation?: number | null;
            /**
             * @description Price per item; null or absent for free. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number | null;
        };
        /** @description Filters on the related options: `filters[<relation>][<field>]=<value>`, with the grammar of `OptionFilters`. */
        OptionRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            event?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            items_per_booking?: components["schemas"]["FieldFilter"];
            limitation?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
        };
        /** @description First token request with the back-office login; applications then keep the refresh token. */
        PasswordGrant: {
            /**
             * @description The password grant. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            grant_type: "password";
            /** @description The user's back-office username. */
            username: string;
            /** @description The user's back-office password. */
            password: string;
        };
        /** @description A customer. No field is required at creation, so a booking can be reserved before the buyer types their details; confirming a booking requires the customer's `firstname`, `lastname` and a valid `email`, and for postal delivery a full address (`address1`, `zip`, `city`, `country`). Text fields read as null while unset. Optional properties appear only when requested with `properties[<name>]=1`. */
        Person: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host the person belongs to.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /**
             * @description Single-letter salutation code: `m`, `f`, or null for none.
             * @enum {string|null}
             */
            salutation: "m" | "f" | null;
            /** @description Given name. */
            firstname: string | null;
            /** @description Family name. */
            lastname: string | null;
            /** @description Company name. */
            company: string | null;
            /**
             * Format: email
             * @description E-mail address (valid as the HTML specification defines it).
             */
            email: string | null;
            /** @description Wants the newsletter (false unless set). */
            newsletter: boolean;
            /** @description Accepts postal mailings (false unless set). */
            mailing: boolean;
            /**
             * @description Language of the person's e-mails: `de`, `fr`, `it` or `en` (null: the host's default, `de`).
             * @enum {string|null}
             */
            locale: "de" | "fr" | "it" | "en" | null;
            address: components["schemas"]["Address"];
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /** @description Present with `properties[bookings]=1`: the bookings of this record. */
            bookings?: components["schemas"]["BookingRecord"][];
        };
        /** @description Filters on the address of persons. */
        PersonAddressFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            address1?: components["schemas"]["FieldFilter"];
            address2?: components["schemas"]["FieldFilter"];
            zip?: components["schemas"]["FieldFilter"];
            city?: components["schemas"]["FieldFilter"];
            country?: components["schemas"]["FieldFilter"];
        };
        /** @description Sort keys on the address of persons. */
        PersonAddressOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            address1?: "asc" | "desc";
            /** @enum {string} */
            address2?: "asc" | "desc";
            /** @enum {string} */
            zip?: "asc" | "desc";
            /** @enum {string} */
            city?: "asc" | "desc";
            /** @enum {string} */
            country?: "asc" | "desc";
        };
        /** @description Creates a person; no field is required. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        PersonCreate: {
            /**
             * @description The host the person belongs to; defaults to the first host of the token's user. Read-only afterwards.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /**
             * @description Single-letter salutation code: `m`, `f`, or null for none.
             * @enum {string|null}
             */
            salutation?: "m" | "f" | null;
            /** @description Given name. */
            firstname?: string | null;
            /** @description Family name. */
            lastname?: string | null;
            /** @description Company name. */
            company?: string | null;
            /**
             * Format: email
             * @description E-mail address (valid as the HTML specification defines it).
             */
            email?: string | null;
            /** @description Wants the newsletter (false unless set). */
            newsletter?: boolean;
            /** @description Accepts postal mailings (false unless set). */
            mailing?: boolean;
            /**
             * @description Language of the person's e-mails: `de`, `fr`, `it` or `en` (null: the host's default, `de`).
             * @enum {string|null}
             */
            locale?: "de" | "fr" | "it" | "en" | null;
            address?: components["schemas"]["AddressWrite"];
        };
        /** @description Filters on persons. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        PersonFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["HostRelationFilters"];
            salutation?: components["schemas"]["FieldFilter"];
            firstname?: components["schemas"]["FieldFilter"];
            lastname?: components["schemas"]["FieldFilter"];
            company?: components["schemas"]["FieldFilter"];
            email?: components["schemas"]["FieldFilter"];
            newsletter?: components["schemas"]["FieldFilter"];
            mailing?: components["schemas"]["FieldFilter"];
            locale?: components["schemas"]["FieldFilter"];
            address?: components["schemas"]["PersonAddressFilters"];
            bookings?: components["schemas"]["FieldFilter"] | components["schemas"]["BookingRelationFilters"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of persons: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        PersonOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            host?: ("asc" | "desc") | components["schemas"]["HostOrderBy"];
            /** @enum {string} */
            salutation?: "asc" | "desc";
            /** @enum {string} */
            firstname?: "asc" | "desc";
            /** @enum {string} */
            lastname?: "asc" | "desc";
            /** @enum {string} */
            company?: "asc" | "desc";
            /** @enum {string} */
            email?: "asc" | "desc";
            /** @enum {string} */
            newsletter?: "asc" | "desc";
            /** @enum {string} */
            mailing?: "asc" | "desc";
            /** @enum {string} */
            locale?: "asc" | "desc";
            address?: components["schemas"]["PersonAddressOrderBy"];
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a person: only the fields given change (also inside `address`). Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        PersonPatch: {
            /**
             * @description Single-letter salutation code: `m`, `f`, or null for none.
             * @enum {string|null}
             */
            salutation?: "m" | "f" | null;
            /** @description Given name. */
            firstname?: string | null;
            /** @description Family name. */
            lastname?: string | null;
            /** @description Company name. */
            company?: string | null;
            /**
             * Format: email
             * @description E-mail address (valid as the HTML specification defines it).
             */
            email?: string | null;
            /** @description Wants the newsletter (false unless set). */
            newsletter?: boolean;
            /** @description Accepts postal mailings (false unless set). */
            mailing?: boolean;
            /**
             * @description Language of the person's e-mails: `de`, `fr`, `it` or `en` (null: the host's default, `de`).
             * @enum {string|null}
             */
            locale?: "de" | "fr" | "it" | "en" | null;
            address?: components["schemas"]["AddressWrite"];
        };
        /** @description One item of an array edit of persons. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        PersonPatchItem: {
            /**
             * @description The person to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description Single-letter salutation code: `m`, `f`, or null for none.
             * @enum {string|null}
             */
            salutation?: "m" | "f" | null;
            /** @description Given name. */
            firstname?: string | null;
            /** @description Family name. */
            lastname?: string | null;
            /** @description Company name. */
            company?: string | null;
            /**
             * Format: email
             * @description E-mail address (valid as the HTML specification defines it).
             */
            email?: string | null;
            /** @description Wants the newsletter (false unless set). */
            newsletter?: boolean;
            /** @description Accepts postal mailings (false unless set). */
            mailing?: boolean;
            /**
             * @description Language of the person's e-mails: `de`, `fr`, `it` or `en` (null: the host's default, `de`).
             * @enum {string|null}
             */
            locale?: "de" | "fr" | "it" | "en" | null;
            address?: components["schemas"]["AddressWrite"];
        };
        /** @description Properties to add to each Person read: `bookings`. Any other name answers 409 `invalid_query`. */
        PersonProperties: {
            bookings?: components["schemas"]["Flag"];
        };
        /** @description A customer. No field is required at creation, so a booking can be reserved before the buyer types their details; confirming a booking requires the customer's `firstname`, `lastname` and a valid `email`, and for postal delivery a full address (`address1`, `zip`, `city`, `country`). Text fields read as null while unset. */
        PersonRecord: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host the person belongs to.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /**
             * @description Single-letter salutation code: `m`, `f`, or null for none.
             * @enum {string|null}
             */
            salutation: "m" | "f" | null;
            /** @description Given name. */
            firstname: string | null;
            /** @description Family name. */
            lastname: string | null;
            /** @description Company name. */
            company: string | null;
            /**
             * Format: email
             * @description E-mail address (valid as the HTML specification defines it).
             */
            email: string | null;
            /** @description Wants the newsletter (false unless set). */
            newsletter: boolean;
            /** @description Accepts postal mailings (false unless set). */
            mailing: boolean;
            /**
             * @description Language of the person's e-mails: `de`, `fr`, `it` or `en` (null: the host's default, `de`).
             * @enum {string|null}
             */
            locale: "de" | "fr" | "it" | "en" | null;
            address: components["schemas"]["Address"];
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Filters on the related persons: `filters[<relation>][<field>]=<value>`, with the grammar of `PersonFilters`. */
        PersonRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            salutation?: components["schemas"]["FieldFilter"];
            firstname?: components["schemas"]["FieldFilter"];
            lastname?: components["schemas"]["FieldFilter"];
            company?: components["schemas"]["FieldFilter"];
            email?: components["schemas"]["FieldFilter"];
            newsletter?: components["schemas"]["FieldFilter"];
            mailing?: components["schemas"]["FieldFilter"];
            locale?: components["schemas"]["FieldFilter"];
            address?: components["schemas"]["PersonAddressFilters"];
            bookings?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description A price of an event. It applies to the sectors with the same `price_category`, in the event's currency. */
        Price: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /** @description Name of the price. */
            name: string;
            /** @description Price category. */
            price_category: number;
            /**
             * @description Amount in the event’s currency. A number with at most two decimals, VAT included.
             * @example 49.5
             */
            price: number;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Creates a price. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        PriceCreate: {
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /** @description Name of the price, such as "Adult" or "Child". */
            name: string;
            /** @description Price category: the sectors of this category can be sold at this price. */
            price_category: number;
            /**
             * @description Amount in the event’s currency. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price: number;
        };
        /** @description Filters on prices. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        PriceFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            event?: components["schemas"]["FieldFilter"] | components["schemas"]["EventRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            price_category?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of prices: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        PriceOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            event?: ("asc" | "desc") | components["schemas"]["EventOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            price_category?: "asc" | "desc";
            /** @enum {string} */
            price?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a price: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        PricePatch: {
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event?: string;
            /** @description Name of the price, such as "Adult" or "Child". */
            name?: string;
            /** @description Price category: the sectors of this category can be sold at this price. */
            price_category?: number;
            /**
             * @description Amount in the event’s currency. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number;
        };
        /** @description One item of an array edit of a price: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        PricePatchItem: {
            /**
             * @description The price to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event?: string;
            /** @description Name of the price, such as "Adult" or "Child". */
            name?: string;
            /** @description Price category: the sectors of this category can be sold at this price. */
            price_category?: number;
            /**
             * @description Amount in the event’s currency. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number;
        };
        /** @description Filters on the related prices: `filters[<relation>][<field>]=<value>`, with the grammar of `PriceFilters`. */
        PriceRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            event?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            price_category?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
        };
        /** @description Error body of every resource endpoint (`application/problem+json`, RFC 9457). 409: the data could not be handled (validation and rule conflicts); 404: unknown path or pid, also for another host's records; 401: missing or invalid access token; 413: body too large. Bad input never causes a 5xx. */
        Problem: {
            /**
             * @description URI reference identifying the kind of problem: `/problems/<code>`, relative to the base address (RFC 9457 §3.1.1).
             * @example /problems/sector_sold_out
             */
            type: string;
            /** @description Short summary of the kind of problem. */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description What happened in this case, for example "Could not reserve 3 tickets: sector Balcony has 2 left". */
            detail: string;
            /**
             * @description Stable machine-readable code: `validation_failed` (409), `invalid_query` (409), `reference_not_found` (409), `record_in_use` (409), `sector_sold_out` (409), `seat_taken` (409), `price_not_applicable` (409), `ticket_option_limit_reached` (409), `ticket_option_conflict` (409), `ticket_option_required` (409), `option_limit_reached` (409), `booking_expired` (409), `booking_confirmed` (409), `booking_not_confirmed` (409), `booking_empty` (409), `customer_incomplete` (409), `digital_dispatch_not_allowed` (409), `delivery_not_available` (409), `unauthorized` (401), `not_found` (404), `payload_too_large` (413).
             * @example validation_failed
             */
            code: string;
            /** @description The offending fields; empty when the problem is not about a field. */
            errors: components["schemas"]["Violation"][];
        };
        /** @description Obtains a new access token. The refresh token rotates: the response carries a new one and the old one stops working. */
        RefreshTokenGrant: {
            /**
             * @description The refresh-token grant. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            grant_type: "refresh_token";
            /** @description The latest refresh token. */
            refresh_token: string;
        };
        /** @description A seat of a sector (the interface description defines a ticket as "a price, a show, and a sector or a seat" and `seat_string` as "sector, row, seat"). A sector with seats is *seated*: its `capacity` is its number of seats, kept in step as seats are added, moved and deleted. `row` and `number` are labels (strings); a sector has each row and number once. `x` and `y` place the seat on the plan: the stage is towards small `y` (front rows first), and two seats of a row are side by side when nothing wider than one and a half seat widths separates them in `x` (an aisle is a gap in `x`, usually also in the numbering). `accessible` marks a wheelchair space. A seat that tickets hold cannot move to another sector or be deleted (409 `record_in_use`). */
        Seat: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The sector of the seat.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector: string;
            /** @description Row label. */
            row: string;
            /** @description Seat number within the row. */
            number: string;
            /** @description Horizontal position on the plan. */
            x: number;
            /** @description Vertical position on the plan; the stage is towards small values. */
            y: number;
            /** @description A wheelchair space. */
            accessible: boolean;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Creates a seat. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        SeatCreate: {
            /**
             * @description The sector of the seat.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector: string;
            /**
             * @description Row label, as printed on the ticket ("3", "Loge links").
             * @example 12
             */
            row: string;
            /**
             * @description Seat number within the row, as printed on the ticket ("12", "12a").
             * @example 12
             */
            number: string;
            /** @description Horizontal position on the plan. Any unit, the same for every seat of the venue. */
            x: number;
            /** @description Vertical position on the plan; the stage is towards small values. Any unit, the same for every seat of the venue. */
            y: number;
            /** @description A wheelchair space (default false). */
            accessible?: boolean;
        };
        /** @description Filters on seats. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        SeatFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            sector?: components["schemas"]["FieldFilter"] | components["schemas"]["SectorRelationFilters"];
            row?: components["schemas"]["FieldFilter"];
            number?: components["schemas"]["FieldFilter"];
            x?: components["schemas"]["FieldFilter"];
            y?: components["schemas"]["FieldFilter"];
            accessible?: components["schemas"]["FieldFilter"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of seats: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        SeatOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            sector?: ("asc" | "desc") | components["schemas"]["SectorOrderBy"];
            /** @enum {string} */
            row?: "asc" | "desc";
            /** @enum {string} */
            number?: "asc" | "desc";
            /** @enum {string} */
            x?: "asc" | "desc";
            /** @enum {string} */
            y?: "asc" | "desc";
            /** @enum {string} */
            accessible?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a seat: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        SeatPatch: {
            /**
             * @description The sector of the seat.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector?: string;
            /**
             * @description Row label, as printed on the ticket ("3", "Loge links").
             * @example 12
             */
            row?: string;
            /**
             * @description Seat number within the row, as printed on the ticket ("12", "12a").
             * @example 12
             */
            number?: string;
            /** @description Horizontal position on the plan. Any unit, the same for every seat of the venue. */
            x?: number;
            /** @description Vertical position on the plan; the stage is towards small values. Any unit, the same for every seat of the venue. */
            y?: number;
            /** @description A wheelchair space (default false). */
            accessible?: boolean;
        };
        /** @description One item of an array edit of a seat: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        SeatPatchItem: {
            /**
             * @description The seat to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The sector of the seat.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector?: string;
            /**
             * @description Row label, as printed on the ticket ("3", "Loge links").
             * @example 12
             */
            row?: string;
            /**
             * @description Seat number within the row, as printed on the ticket ("12", "12a").
             * @example 12
             */
            number?: string;
            /** @description Horizontal position on the plan. Any unit, the same for every seat of the venue. */
            x?: number;
            /** @description Vertical position on the plan; the stage is towards small values. Any unit, the same for every seat of the venue. */
            y?: number;
            /** @description A wheelchair space (default false). */
            accessible?: boolean;
        };
        /** @description Filters on the related seats: `filters[<relation>][<field>]=<value>`, with the grammar of `SeatFilters`. */
        SeatRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            sector?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            row?: components["schemas"]["FieldFilter"];
            number?: components["schemas"]["FieldFilter"];
            x?: components["schemas"]["FieldFilter"];
            y?: components["schemas"]["FieldFilter"];
            accessible?: components["schemas"]["FieldFilter"];
        };
        /** @description A sector of a venue. Its field `host` holds the venue pid (as the interface description says). `price_category` links it to the prices of the same category; `capacity` is the number of tickets a show can sell in it. A sector with seats (`/seats/`) is seated: its `capacity` is its number of seats, kept in step as seats change, and an edit to another value answers 409 `validation_failed`. Seats can be added to a standing sector only while no ticket is for it. */
        Sector: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The venue of the sector.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the sector. */
            name: string;
            /** @description Price category. */
            price_category: number;
            /** @description Tickets available per show in this sector. */
            capacity: number;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Creates a sector. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        SectorCreate: {
            /**
             * @description The venue of the sector (the field is named `host`, as in the interface description).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the sector. */
            name: string;
            /** @description Price category: the prices of this category apply to the sector. */
            price_category: number;
            /** @description Tickets available per show in this sector. */
            capacity: number;
        };
        /** @description Filters on sectors. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        SectorFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["VenueRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            price_category?: components["schemas"]["FieldFilter"];
            capacity?: components["schemas"]["FieldFilter"];
            seats?: components["schemas"]["FieldFilter"] | components["schemas"]["SeatRelationFilters"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of sectors: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        SectorOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            host?: ("asc" | "desc") | components["schemas"]["VenueOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            price_category?: "asc" | "desc";
            /** @enum {string} */
            capacity?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a sector: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        SectorPatch: {
            /**
             * @description The venue of the sector (the field is named `host`, as in the interface description).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /** @description Name of the sector. */
            name?: string;
            /** @description Price category: the prices of this category apply to the sector. */
            price_category?: number;
            /** @description Tickets available per show in this sector. */
            capacity?: number;
        };
        /** @description One item of an array edit of a sector: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        SectorPatchItem: {
            /**
             * @description The sector to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The venue of the sector (the field is named `host`, as in the interface description).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /** @description Name of the sector. */
            name?: string;
            /** @description Price category: the prices of this category apply to the sector. */
            price_category?: number;
            /** @description Tickets available per show in this sector. */
            capacity?: number;
        };
        /** @description Filters on the related sectors: `filters[<relation>][<field>]=<value>`, with the grammar of `SectorFilters`. */
        SectorRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            price_category?: components["schemas"]["FieldFilter"];
            capacity?: components["schemas"]["FieldFilter"];
            seats?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description A show (performance) of an event at a venue. Deleting it deletes its tickets. `properties[capacity]=1` adds the remaining quantities (an extension). Optional properties appear only when requested with `properties[<name>]=1`. */
        Show: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /** @description The event: its pid, or the event record with `properties[event]=1`. */
            event: string | components["schemas"]["EventRecord"];
            /** @description The venue: its pid, or the venue record with `properties[venue]=1`. */
            venue: string | components["schemas"]["VenueRecord"];
            /**
             * Format: date-time
             * @description Start of the show. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            start: string;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /** @description Present with `properties[tickets]=1`: the tickets of this record. */
            tickets?: components["schemas"]["Ticket"][];
            capacity?: components["schemas"]["ShowCapacity"];
        };
        /** @description Present with `properties[capacity]=1`: the remaining quantities of the show. */
        ShowCapacity: {
            /** @description The whole show. */
            total: {
                /** @description Capacity. */
                total: number;
                /** @description Tickets in confirmed bookings. */
                sold: number;
                /** @description Tickets in unconfirmed bookings that have not expired. */
                reserved: number;
                /** @description total − sold − reserved. */
                available: number;
            };
            /** @description Each sector of the show's venue. */
            sectors: {
                /**
                 * @description The sector.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                sector: string;
                /** @description Capacity. */
                total: number;
                /** @description Tickets in confirmed bookings. */
                sold: number;
                /** @description Tickets in unconfirmed bookings that have not expired. */
                reserved: number;
                /** @description total − sold − reserved. */
                available: number;
            }[];
            /** @description Each ticket option limitation of the event. */
            ticket_options: {
                /**
                 * @description The ticket option limitation.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                limitation: string;
                /** @description Options sharing the limit. */
                ticket_options: string[];
                /**
                 * @description Where the limit applies.
                 * @enum {string}
                 */
                scope: "show" | "event";
                /** @description The limit. */
                limitation_total: number;
                /** @description Choices of the listed options on tickets of this show (scope `show`) or of all shows of the event (scope `event`); a ticket counts once for each listed option it carries. */
                used: number;
                /** @description limitation_total − used, never below 0. */
                available: number;
            }[];
            /** @description Each option of the event that has a `limitation`. */
            options: {
                /**
                 * @description The option.
                 * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
                 */
                option: string;
                /** @description The limit. */
                limitation: number;
                /** @description Quantity held by confirmed bookings and by unconfirmed ones not released. */
                used: number;
                /** @description limitation − used, never below 0. */
                available: number;
            }[];
        };
        /** @description Creates a show. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        ShowCreate: {
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /**
             * @description The venue (of the same host).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            venue: string;
            /**
             * @description Start of the show, in the venue's zone. Format `YYYY-MM-DD HH:MM:SS`, wall time of the zone that applies. A wall time that the zone skips (daylight-saving gap) is moved forward by the gap; an ambiguous one (repeated hour) means the earlier instant.
             * @example 2026-12-31 19:30:00
             */
            start: string;
        };
        /** @description Filters on shows. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        ShowFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            event?: components["schemas"]["FieldFilter"] | components["schemas"]["EventRelationFilters"];
            venue?: components["schemas"]["FieldFilter"] | components["schemas"]["VenueRelationFilters"];
            start?: components["schemas"]["FieldFilter"];
            tickets?: components["schemas"]["FieldFilter"] | components["schemas"]["TicketRelationFilters"];
            bookings?: components["schemas"]["FieldFilter"] | components["schemas"]["BookingRelationFilters"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of shows: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        ShowOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            event?: ("asc" | "desc") | components["schemas"]["EventOrderBy"];
            venue?: ("asc" | "desc") | components["schemas"]["VenueOrderBy"];
            /** @enum {string} */
            start?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a show: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        ShowPatch: {
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event?: string;
            /**
             * @description The venue (of the same host).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            venue?: string;
            /**
             * @description Start of the show, in the venue's zone. Format `YYYY-MM-DD HH:MM:SS`, wall time of the zone that applies. A wall time that the zone skips (daylight-saving gap) is moved forward by the gap; an ambiguous one (repeated hour) means the earlier instant.
             * @example 2026-12-31 19:30:00
             */
            start?: string;
        };
        /** @description One item of an array edit of a show: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        ShowPatchItem: {
            /**
             * @description The show to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event?: string;
            /**
             * @description The venue (of the same host).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            venue?: string;
            /**
             * @description Start of the show, in the venue's zone. Format `YYYY-MM-DD HH:MM:SS`, wall time of the zone that applies. A wall time that the zone skips (daylight-saving gap) is moved forward by the gap; an ambiguous one (repeated hour) means the earlier instant.
             * @example 2026-12-31 19:30:00
             */
            start?: string;
        };
        /** @description Properties to add to each Show read: `event`, `venue`, `tickets`, `capacity`. Any other name answers 409 `invalid_query`. */
        ShowProperties: {
            event?: components["schemas"]["Flag"];
            venue?: components["schemas"]["Flag"];
            tickets?: components["schemas"]["Flag"];
            capacity?: components["schemas"]["Flag"];
        };
        /** @description A show (performance) of an event at a venue. Deleting it deletes its tickets. `properties[capacity]=1` adds the remaining quantities (an extension). */
        ShowRecord: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /**
             * @description The venue.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            venue: string;
            /**
             * Format: date-time
             * @description Start of the show. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            start: string;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Filters on the related shows: `filters[<relation>][<field>]=<value>`, with the grammar of `ShowFilters`. */
        ShowRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            event?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            venue?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            start?: components["schemas"]["FieldFilter"];
            tickets?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            bookings?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description A seat of the venue of a show with its status for that show: `free`, `reserved` (a ticket of an unconfirmed booking that has not expired holds it) or `sold` (a ticket of a confirmed booking holds it). It carries no booking, person or ticket data. */
        ShowSeat: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The sector of the seat.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector: string;
            /** @description Row label. */
            row: string;
            /** @description Seat number within the row. */
            number: string;
            /** @description Horizontal position on the plan. */
            x: number;
            /** @description Vertical position on the plan; the stage is towards small values. */
            y: number;
            /** @description A wheelchair space. */
            accessible: boolean;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /**
             * @description For this show: `free`, `reserved` (held by an unconfirmed booking that has not expired) or `sold` (held by a confirmed booking). Read-only; filter with `filters[status]=free`.
             * @enum {string}
             */
            status: "free" | "reserved" | "sold";
        };
        /** @description Filters on the seats of a show. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        ShowSeatFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            sector?: components["schemas"]["FieldFilter"] | components["schemas"]["SectorRelationFilters"];
            row?: components["schemas"]["FieldFilter"];
            number?: components["schemas"]["FieldFilter"];
            x?: components["schemas"]["FieldFilter"];
            y?: components["schemas"]["FieldFilter"];
            accessible?: components["schemas"]["FieldFilter"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
            status?: components["schemas"]["FieldFilter"] & unknown;
        };
        /** @description Sort order of the seats of a show: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        ShowSeatOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            sector?: ("asc" | "desc") | components["schemas"]["SectorOrderBy"];
            /** @enum {string} */
            row?: "asc" | "desc";
            /** @enum {string} */
            number?: "asc" | "desc";
            /** @enum {string} */
            x?: "asc" | "desc";
            /** @enum {string} */
            y?: "asc" | "desc";
            /** @enum {string} */
            accessible?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
            /** @enum {string} */
            status?: "asc" | "desc";
        };
        /**
         * @description A ticket: a price, a show and a sector or a seat, reserved in a booking. Its pid is 16 lower-case hexadecimal digits and `code` is the same in upper case. A ticket needs `sector` or `seat` (with both, the seat must be of the sector); the sector must be of the show’s venue and the price of the show's event with the sector's `price_category` (409 `price_not_applicable`). A ticket for a seated sector always holds a seat: sent without `seat`, it gets the best available one (the tickets of one array request in one sector get adjacent seats of one row when such a block is free: front rows first, then the block nearest the row's centre; else seats in the fewest rows; wheelchair spaces only when the other free seats are too few). One seat holds at most one ticket per show among confirmed and unexpired unconfirmed bookings (409 `seat_taken`). `PATCH {seat}` moves a reserved ticket to another free seat; the price must fit the new seat's sector. A sold-out sector answers 409 `sector_sold_out`.
         *
         *     `seat_string` is the location in the host's language: `Parkett, Reihe 3, Platz 12` (de), `Parkett, Row 3, Seat 12` (en), `Parkett, Rang 3, Place 12` (fr), `Parkett, Fila 3, Posto 12` (it); the sector name alone for a standing sector.
         */
        Ticket: {
            /**
             * @description Ticket identifier: 16 lower-case hexadecimal digits.
             * @example 9f86d081884c7d65
             */
            pid: string;
            /**
             * @description The pid in upper case, printed on the ticket.
             * @example 9F86D081884C7D65
             */
            code: string;
            /**
             * @description The booking.
             * @example 123456789012
             */
            booking: number;
            /**
             * @description The show.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            show: string;
            /**
             * @description The price.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            price: string;
            /**
             * @description The sector.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector: string;
            /**
             * @description The seat; null for a ticket of a standing sector.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            seat: string | null;
            /** @description The chosen ticket options, at most one per group. */
            ticket_options: string[];
            /** @description True once the booking is confirmed. */
            confirmation: boolean;
            /** @description Human-readable location in the host's language: sector, row and seat (`Parkett, Reihe 3, Platz 12`), or the sector name alone for a standing sector. */
            seat_string: string;
            /** @description Copy of the host name, for display without further requests. */
            denormalized_host_name: string;
            /** @description Copy of the event name, for display without further requests. */
            denormalized_event_name: string;
            /**
             * Format: date-time
             * @description Copy of the show start. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            denormalized_show_start: string;
            /** @description Copy of the venue name, for display without further requests. */
            denormalized_venue_name: string;
            /** @description Copy of the sector name, for display without further requests. */
            denormalized_sector_name: string;
            /** @description Copy of the price name, for display without further requests. */
            denormalized_price_name: string;
            /**
             * @description Copy of the `price` of its Price record, as the other denormalized fields copy a name; the chosen ticket options are not added (each is priced on its own record). A decimal string with two places, VAT included.
             * @example 49.50
             */
            denormalized_price_including_vat: string;
            /**
             * @description Currency of the event. An ISO 4217 code in use, upper case.
             * @example CHF
             * @enum {string}
             */
            denormalized_currency_pid: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Creates a ticket (reserves it). `sector` or `seat` is required. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketCreate: {
            /**
             * @description The booking (unconfirmed, not expired) that reserves the ticket.
             * @example 123456789012
             */
            booking: number | string;
            /**
             * @description The show.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            show: string;
            /**
             * @description The price (of the show’s event, with the sector’s price category).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            price: string;
            /**
             * @description The sector (of the show’s venue). Required unless `seat` is given; with `seat` it must be the seat’s sector.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector?: string;
            /**
             * @description The seat (of a sector of the show’s venue, free for the show). Left out for a seated sector, the best available seat is assigned; on an edit, moves the ticket to that seat.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            seat?: string;
            /** @description The answers to the event's ticket option groups: at most one option per group. Every required group must be answered before the booking is confirmed. Limited by ticket option limitations (409 `ticket_option_limit_reached`). */
            ticket_options?: string[];
        };
        /** @description Filters on tickets. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        TicketFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            code?: components["schemas"]["FieldFilter"];
            booking?: components["schemas"]["FieldFilter"] | components["schemas"]["BookingRelationFilters"];
            show?: components["schemas"]["FieldFilter"] | components["schemas"]["ShowRelationFilters"];
            price?: components["schemas"]["FieldFilter"] | components["schemas"]["PriceRelationFilters"];
            sector?: components["schemas"]["FieldFilter"] | components["schemas"]["SectorRelationFilters"];
            seat?: components["schemas"]["FieldFilter"] | components["schemas"]["SeatRelationFilters"];
            ticket_options?: components["schemas"]["FieldFilter"] | components["schemas"]["TicketOptionRelationFilters"];
            confirmation?: components["schemas"]["FieldFilter"];
            seat_string?: components["schemas"]["FieldFilter"];
            denormalized_host_name?: components["schemas"]["FieldFilter"];
            denormalized_event_name?: components["schemas"]["FieldFilter"];
            denormalized_show_start?: components["schemas"]["FieldFilter"];
            denormalized_venue_name?: components["schemas"]["FieldFilter"];
            denormalized_sector_name?: components["schemas"]["FieldFilter"];
            denormalized_price_name?: components["schemas"]["FieldFilter"];
            denormalized_price_including_vat?: components["schemas"]["FieldFilter"];
            denormalized_currency_pid?: components["schemas"]["FieldFilter"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description An option of a ticket option group (for a yes/no question, one option each). Its price, if any, is added per ticket. Limitations may bound how many tickets choose it. Optional properties appear only when requested with `properties[<name>]=1`. */
        TicketOption: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The group.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            ticket_option_group: string;
            /** @description Name of the option. */
            name: string;
            /**
             * @description Surcharge per ticket; null for none. A number with at most two decimals, VAT included.
             * @example 49.5
             */
            price: number | null;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /** @description Present with `properties[ticketoptionlimitations]=1`: the ticketoptionlimitations of this record. */
            ticketoptionlimitations?: components["schemas"]["TicketOptionLimitation"][];
        };
        /** @description Creates a ticket option. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionCreate: {
            /**
             * @description The group.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            ticket_option_group: string;
            /** @description Name of the option, for example an answer. */
            name: string;
            /**
             * @description Surcharge per ticket; null or absent for none. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number | null;
        };
        /** @description Filters on ticketoptions. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        TicketOptionFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            ticket_option_group?: components["schemas"]["FieldFilter"] | components["schemas"]["TicketOptionGroupRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
            ticketoptionlimitations?: components["schemas"]["FieldFilter"] | components["schemas"]["TicketOptionLimitationRelationFilters"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description A group of ticket options of an event, such as a question. A ticket carries at most one option per group; a `required` group must be answered on every ticket of the event before the booking is confirmed (409 `ticket_option_required`). Optional properties appear only when requested with `properties[<name>]=1`. */
        TicketOptionGroup: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /** @description Name of the group. */
            name: string;
            /** @description Every ticket must answer the group. */
            required: boolean;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /** @description Present with `properties[ticketoptions]=1`: the ticketoptions of this record. */
            ticketoptions?: components["schemas"]["TicketOptionRecord"][];
        };
        /** @description Creates a ticket option group. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionGroupCreate: {
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /** @description Name of the group, for example a question text. */
            name: string;
            /** @description Every ticket must answer the group. Defaults to false. */
            required?: boolean;
        };
        /** @description Filters on ticketoptiongroups. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        TicketOptionGroupFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            event?: components["schemas"]["FieldFilter"] | components["schemas"]["EventRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            required?: components["schemas"]["FieldFilter"];
            ticketoptions?: components["schemas"]["FieldFilter"] | components["schemas"]["TicketOptionRelationFilters"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of ticketoptiongroups: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        TicketOptionGroupOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            event?: ("asc" | "desc") | components["schemas"]["EventOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            required?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a ticket option group: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionGroupPatch: {
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event?: string;
            /** @description Name of the group, for example a question text. */
            name?: string;
            /** @description Every ticket must answer the group. Defaults to false. */
            required?: boolean;
        };
        /** @description One item of an array edit of a ticket option group: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionGroupPatchItem: {
            /**
             * @description The group to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event?: string;
            /** @description Name of the group, for example a question text. */
            name?: string;
            /** @description Every ticket must answer the group. Defaults to false. */
            required?: boolean;
        };
        /** @description Properties to add to each TicketOptionGroup read: `ticketoptions`. Any other name answers 409 `invalid_query`. */
        TicketOptionGroupProperties: {
            ticketoptions?: components["schemas"]["Flag"];
        };
        /** @description A group of ticket options of an event, such as a question. A ticket carries at most one option per group; a `required` group must be answered on every ticket of the event before the booking is confirmed (409 `ticket_option_required`). */
        TicketOptionGroupRecord: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The event.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            event: string;
            /** @description Name of the group. */
            name: string;
            /** @description Every ticket must answer the group. */
            required: boolean;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Filters on the related ticketoptiongroups: `filters[<relation>][<field>]=<value>`, with the grammar of `TicketOptionGroupFilters`. */
        TicketOptionGroupRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            event?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            required?: components["schemas"]["FieldFilter"];
            ticketoptions?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description Limits how many tickets may choose the listed ticket options. Several options share one quantity. Scope `show`: the limit applies per show; `event`: a total over all shows of the event. Deleting any of its options deletes the limitation. */
        TicketOptionLimitation: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /** @description The ticket options that share the quantity. */
            ticket_options: string[];
            /** @description Maximum quantity. */
            limitation: number;
            /**
             * @description `show`: per show; `event`: over all shows.
             * @enum {string}
             */
            scope: "show" | "event";
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Creates a ticket option limitation. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionLimitationCreate: {
            /** @description The ticket options (of one event) that share the quantity; at least one. */
            ticket_options: string[];
            /** @description Maximum quantity. */
            limitation: number;
            /**
             * @description `show`: per show; `event`: over all shows.
             * @enum {string}
             */
            scope: "show" | "event";
        };
        /** @description Filters on ticketoptionlimitations. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        TicketOptionLimitationFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            ticket_options?: components["schemas"]["FieldFilter"] | components["schemas"]["TicketOptionRelationFilters"];
            limitation?: components["schemas"]["FieldFilter"];
            scope?: components["schemas"]["FieldFilter"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of ticketoptionlimitations: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        TicketOptionLimitationOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            /** @enum {string} */
            limitation?: "asc" | "desc";
            /** @enum {string} */
            scope?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a ticket option limitation: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionLimitationPatch: {
            /** @description The ticket options (of one event) that share the quantity; at least one. */
            ticket_options?: string[];
            /** @description Maximum quantity. */
            limitation?: number;
            /**
             * @description `show`: per show; `event`: over all shows.
             * @enum {string}
             */
            scope?: "show" | "event";
        };
        /** @description One item of an array edit of a ticket option limitation: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionLimitationPatchItem: {
            /**
             * @description The limitation to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /** @description The ticket options (of one event) that share the quantity; at least one. */
            ticket_options?: string[];
            /** @description Maximum quantity. */
            limitation?: number;
            /**
             * @description `show`: per show; `event`: over all shows.
             * @enum {string}
             */
            scope?: "show" | "event";
        };
        /** @description Filters on the related ticketoptionlimitations: `filters[<relation>][<field>]=<value>`, with the grammar of `TicketOptionLimitationFilters`. */
        TicketOptionLimitationRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            ticket_options?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            limitation?: components["schemas"]["FieldFilter"];
            scope?: components["schemas"]["FieldFilter"];
        };
        /** @description Sort order of ticketoptions: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        TicketOptionOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            ticket_option_group?: ("asc" | "desc") | components["schemas"]["TicketOptionGroupOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            price?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a ticket option: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionPatch: {
            /**
             * @description The group.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            ticket_option_group?: string;
            /** @description Name of the option, for example an answer. */
            name?: string;
            /**
             * @description Surcharge per ticket; null or absent for none. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number | null;
        };
        /** @description One item of an array edit of a ticket option: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketOptionPatchItem: {
            /**
             * @description The ticket option to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The group.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            ticket_option_group?: string;
            /** @description Name of the option, for example an answer. */
            name?: string;
            /**
             * @description Surcharge per ticket; null or absent for none. A number ≥ 0 with at most two decimals, VAT included.
             * @example 49.5
             */
            price?: number | null;
        };
        /** @description Properties to add to each TicketOption read: `ticketoptionlimitations`. Any other name answers 409 `invalid_query`. */
        TicketOptionProperties: {
            ticketoptionlimitations?: components["schemas"]["Flag"];
        };
        /** @description An option of a ticket option group (for a yes/no question, one option each). Its price, if any, is added per ticket. Limitations may bound how many tickets choose it. */
        TicketOptionRecord: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The group.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            ticket_option_group: string;
            /** @description Name of the option. */
            name: string;
            /**
             * @description Surcharge per ticket; null for none. A number with at most two decimals, VAT included.
             * @example 49.5
             */
            price: number | null;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Filters on the related ticketoptions: `filters[<relation>][<field>]=<value>`, with the grammar of `TicketOptionFilters`. */
        TicketOptionRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            ticket_option_group?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            price?: components["schemas"]["FieldFilter"];
            ticketoptionlimitations?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description Sort order of tickets: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        TicketOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            /** @enum {string} */
            code?: "asc" | "desc";
            booking?: ("asc" | "desc") | components["schemas"]["BookingOrderBy"];
            show?: ("asc" | "desc") | components["schemas"]["ShowOrderBy"];
            price?: ("asc" | "desc") | components["schemas"]["PriceOrderBy"];
            sector?: ("asc" | "desc") | components["schemas"]["SectorOrderBy"];
            seat?: ("asc" | "desc") | components["schemas"]["SeatOrderBy"];
            /** @enum {string} */
            confirmation?: "asc" | "desc";
            /** @enum {string} */
            seat_string?: "asc" | "desc";
            /** @enum {string} */
            denormalized_host_name?: "asc" | "desc";
            /** @enum {string} */
            denormalized_event_name?: "asc" | "desc";
            /** @enum {string} */
            denormalized_show_start?: "asc" | "desc";
            /** @enum {string} */
            denormalized_venue_name?: "asc" | "desc";
            /** @enum {string} */
            denormalized_sector_name?: "asc" | "desc";
            /** @enum {string} */
            denormalized_price_name?: "asc" | "desc";
            /** @enum {string} */
            denormalized_price_including_vat?: "asc" | "desc";
            /** @enum {string} */
            denormalized_currency_pid?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a ticket (reserves it): only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketPatch: {
            /**
             * @description The booking (unconfirmed, not expired) that reserves the ticket.
             * @example 123456789012
             */
            booking?: number | string;
            /**
             * @description The show.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            show?: string;
            /**
             * @description The price (of the show’s event, with the sector’s price category).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            price?: string;
            /**
             * @description The sector (of the show’s venue). Required unless `seat` is given; with `seat` it must be the seat’s sector.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector?: string;
            /**
             * @description The seat (of a sector of the show’s venue, free for the show). Left out for a seated sector, the best available seat is assigned; on an edit, moves the ticket to that seat.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            seat?: string;
            /** @description The answers to the event's ticket option groups: at most one option per group. Every required group must be answered before the booking is confirmed. Limited by ticket option limitations (409 `ticket_option_limit_reached`). */
            ticket_options?: string[];
        };
        /** @description One item of an array edit of a ticket (reserves it): `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        TicketPatchItem: {
            /**
             * @description The ticket to edit.
             * @example 9f86d081884c7d65
             */
            pid: string;
            /**
             * @description The booking (unconfirmed, not expired) that reserves the ticket.
             * @example 123456789012
             */
            booking?: number | string;
            /**
             * @description The show.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            show?: string;
            /**
             * @description The price (of the show’s event, with the sector’s price category).
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            price?: string;
            /**
             * @description The sector (of the show’s venue). Required unless `seat` is given; with `seat` it must be the seat’s sector.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            sector?: string;
            /**
             * @description The seat (of a sector of the show’s venue, free for the show). Left out for a seated sector, the best available seat is assigned; on an edit, moves the ticket to that seat.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            seat?: string;
            /** @description The answers to the event's ticket option groups: at most one option per group. Every required group must be answered before the booking is confirmed. Limited by ticket option limitations (409 `ticket_option_limit_reached`). */
            ticket_options?: string[];
        };
        /** @description Filters on the related tickets: `filters[<relation>][<field>]=<value>`, with the grammar of `TicketFilters`. */
        TicketRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            code?: components["schemas"]["FieldFilter"];
            booking?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            show?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            price?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            sector?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            seat?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            ticket_options?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            confirmation?: components["schemas"]["FieldFilter"];
            seat_string?: components["schemas"]["FieldFilter"];
            denormalized_host_name?: components["schemas"]["FieldFilter"];
            denormalized_event_name?: components["schemas"]["FieldFilter"];
            denormalized_show_start?: components["schemas"]["FieldFilter"];
            denormalized_venue_name?: components["schemas"]["FieldFilter"];
            denormalized_sector_name?: components["schemas"]["FieldFilter"];
            denormalized_price_name?: components["schemas"]["FieldFilter"];
            denormalized_price_including_vat?: components["schemas"]["FieldFilter"];
            denormalized_currency_pid?: components["schemas"]["FieldFilter"];
        };
        /** @description Form-encoded body of `POST /oauth/v2/token`. The client key and secret travel in `Authorization: Basic base64(key:secret)`. */
        TokenRequest: components["schemas"]["PasswordGrant"] | components["schemas"]["RefreshTokenGrant"];
        /** @description Tokens, sent with `Cache-Control: no-store`. */
        TokenResponse: {
            /** @description Bearer token for the resource requests. */
            access_token: string;
            /** @description Obtains the next access token. Valid for 30 days; rotates on every use. */
            refresh_token: string;
            /**
             * @description Seconds until the access token expires (600).
             * @example 600
             */
            expires_in: number;
            /**
             * @description Always `bearer`.
             * @enum {string}
             */
            token_type: "bearer";
            /** @description Always null: the service has no scopes. */
            scope: null;
        };
        /** @description A venue of a host. Deleting it deletes its sectors; a venue with shows cannot be deleted. Optional properties appear only when requested with `properties[<name>]=1`. */
        Venue: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host the venue belongs to.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the venue. */
            name: string;
            /** @description City of the venue. */
            city: string;
            /**
             * @description Zone of the venue (the host’s zone unless set). An IANA time zone name.
             * @example Europe/Zurich
             */
            timezone: string;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
            /** @description Present with `properties[sectors]=1`: the sectors of this record. */
            sectors?: components["schemas"]["Sector"][];
        };
        /** @description Creates a venue. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        VenueCreate: {
            /**
             * @description The host the venue belongs to.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the venue. */
            name: string;
            /** @description City of the venue. */
            city: string;
            /**
             * @description Zone of the venue: show start times are wall times of this zone. Defaults to the host's zone. An IANA time zone name.
             * @example Europe/Zurich
             */
            timezone?: string;
        };
        /** @description Filters on venues. `filters[<field>]=<value>` (equality; booleans as 1/0, date-times as `YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); `filters[<relation>][<field>]=<value>` (field of a related record, whose filters the relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with `filters[<field>][_value]=<value>`; several values or conditions on one field indexed `filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters (`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an unknown field or a malformed condition answers 409 `invalid_query` naming the parameter. */
        VenueFilters: {
            /**
             * @description How the filters combine: `AND` (default) or `OR`.
             * @enum {string}
             */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["HostRelationFilters"];
            name?: components["schemas"]["FieldFilter"];
            city?: components["schemas"]["FieldFilter"];
            timezone?: components["schemas"]["FieldFilter"];
            sectors?: components["schemas"]["FieldFilter"] | components["schemas"]["SectorRelationFilters"];
            /** @description The records of one array create (from the `Location` of its response). */
            batchId?: string;
        };
        /** @description Sort order of venues: `orderBy[<field>]=asc|desc`, or a field of a single related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`. */
        VenueOrderBy: {
            /** @enum {string} */
            pid?: "asc" | "desc";
            /** @enum {string} */
            created?: "asc" | "desc";
            /** @enum {string} */
            updated?: "asc" | "desc";
            host?: ("asc" | "desc") | components["schemas"]["HostOrderBy"];
            /** @enum {string} */
            name?: "asc" | "desc";
            /** @enum {string} */
            city?: "asc" | "desc";
            /** @enum {string} */
            timezone?: "asc" | "desc";
            /**
             * @description Order of an array create’s records as in its request.
             * @enum {string}
             */
            batchOrder?: "asc" | "desc";
        };
        /** @description Edits a venue: only the fields given change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        VenuePatch: {
            /**
             * @description The host the venue belongs to.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /** @description Name of the venue. */
            name?: string;
            /** @description City of the venue. */
            city?: string;
            /**
             * @description Zone of the venue: show start times are wall times of this zone. Defaults to the host's zone. An IANA time zone name.
             * @example Europe/Zurich
             */
            timezone?: string;
        };
        /** @description One item of an array edit of a venue: `pid` names the record, the other fields change. Unknown and read-only fields are rejected (409 `validation_failed`, with their paths). */
        VenuePatchItem: {
            /**
             * @description The venue to edit.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host the venue belongs to.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host?: string;
            /** @description Name of the venue. */
            name?: string;
            /** @description City of the venue. */
            city?: string;
            /**
             * @description Zone of the venue: show start times are wall times of this zone. Defaults to the host's zone. An IANA time zone name.
             * @example Europe/Zurich
             */
            timezone?: string;
        };
        /** @description Properties to add to each Venue read: `sectors`. Any other name answers 409 `invalid_query`. */
        VenueProperties: {
            sectors?: components["schemas"]["Flag"];
        };
        /** @description A venue of a host. Deleting it deletes its sectors; a venue with shows cannot be deleted. */
        VenueRecord: {
            /**
             * @description Record identifier: an upper-case UUID.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            pid: string;
            /**
             * @description The host the venue belongs to.
             * @example 3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C
             */
            host: string;
            /** @description Name of the venue. */
            name: string;
            /** @description City of the venue. */
            city: string;
            /**
             * @description Zone of the venue (the host’s zone unless set). An IANA time zone name.
             * @example Europe/Zurich
             */
            timezone: string;
            /**
             * Format: date-time
             * @description When the record was created. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            created: string;
            /**
             * Format: date-time
             * @description When the record was last changed. ISO 8601 with a numeric UTC offset (never `Z`).
             * @example 2026-12-31T19:30:00+01:00
             */
            updated: string;
        };
        /** @description Filters on the related venues: `filters[<relation>][<field>]=<value>`, with the grammar of `VenueFilters`. */
        VenueRelationFilters: {
            /** @enum {string} */
            _logic?: "AND" | "OR";
            pid?: components["schemas"]["FieldFilter"];
            created?: components["schemas"]["FieldFilter"];
            updated?: components["schemas"]["FieldFilter"];
            host?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
            name?: components["schemas"]["FieldFilter"];
            city?: components["schemas"]["FieldFilter"];
            timezone?: components["schemas"]["FieldFilter"];
            sectors?: components["schemas"]["FieldFilter"] | components["schemas"]["FurtherFilters"];
        };
        /** @description One offending field. */
        Violation: {
            /**
             * @description Path of the offending field in the request: `name`, `address.country`, `[2].price` (third item of an array body), `options[0].quantity`; empty for the whole body. For query problems, the parameter (`filters[start][_comp]`).
             * @example address.country
             */
            property_path: string;
            /** @description What is wrong, in English. */
            message: string;
        };
    };
    responses: {
        /** @description No access token, or an invalid or expired one (`code: unauthorized`). */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unknown path, or no record with this pid among the token's hosts (`code: not_found`). A pid of the wrong form answers 404 as well. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The data could not be handled: validation (`validation_failed`, `invalid_query`, `reference_not_found`) or a rule of the service (`sector_sold_out`, `booking_expired`, …). `errors` names the offending fields. Nothing was changed. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No access token, or an invalid or expired one. Without a body, as for every `HEAD` response: the same request as `GET` reads the problem. */
        UnauthorizedHead: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Unknown path, or no record with this pid among the token's hosts. Without a body, as for every `HEAD` response: the same request as `GET` reads the problem. */
        NotFoundHead: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A query parameter is not valid (`invalid_query`). Without a body, as for every `HEAD` response: the same request as `GET` reads the problem. */
        ConflictHead: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The body is not sent as JSON: no `Content-Type`, a type other than `application/json` (or `application/*+json`), or a charset other than UTF-8 (`code: unsupported_media_type`). Nothing was changed. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than 1048576 bytes, or an array has too many items (`code: payload_too_large`). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Absolute URL of the record: `<base>/<collection>/<pid>`. After an array create or an array edit, a list link that reads its records in request order: `<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc` (`filters[batchId]=<id>&orderBy[batchOrder]=asc` with the brackets percent-encoded, as RFC 3986 requires outside IP literals). */
        Location: string;
        /** @description Number of records that match, before pagination. */
        XCount: number;
        /** @description The bearer challenge: `Bearer realm="ticketing", error="invalid_token", error_description="…"`. */
        WWWAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The tokens. */
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "Cache-Control": "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description The client, the grant or the request is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    listHosts: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["HostProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["HostFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["HostOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hosts. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Host"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    countHosts: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["HostProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["HostFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["HostOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateHosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HostPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getHost: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["HostProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The host. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Host"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkHost: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["HostProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The host exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateHost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HostPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listHostEvents: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["EventProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["EventFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["EventOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countHostEvents: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["EventProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["EventFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["EventOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listHostVenues: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["VenueProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["VenueFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["VenueOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venues. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countHostVenues: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["VenueProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["VenueFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["VenueOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listHostPersons: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["PersonProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["PersonFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["PersonOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The persons. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countHostPersons: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["PersonProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["PersonFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["PersonOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listHostBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countHostBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listHostDeliveryRates: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["DeliveryRateFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["DeliveryRateOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery rates. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countHostDeliveryRates: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["DeliveryRateFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["DeliveryRateOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the host: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listPersons: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["PersonProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["PersonFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["PersonOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The persons. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createPersons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonCreate"] | components["schemas"]["PersonCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countPersons: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["PersonProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["PersonFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["PersonOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updatePersons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getPerson: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["PersonProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the person: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deletePerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the person: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkPerson: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["PersonProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the person: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updatePerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the person: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPersonBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the person: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countPersonBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the person: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCreate"] | components["schemas"]["BookingCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getBooking: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getBookingByPost: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkBooking: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listBookingTickets: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tickets. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countBookingTickets: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listBookingDeliveries: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["DeliveryFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["DeliveryOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countBookingDeliveries: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["DeliveryFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["DeliveryOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the booking: 12 digits (also accepted as `1234-5678-9012`). */
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listTickets: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tickets. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketCreate"] | components["schemas"]["TicketCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countTickets: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket: 16 hexadecimal digits (the upper-case code is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket: 16 hexadecimal digits (the upper-case code is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket: 16 hexadecimal digits (the upper-case code is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket: 16 hexadecimal digits (the upper-case code is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["EventProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["EventFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["EventOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventCreate"] | components["schemas"]["EventCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countEvents: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["EventProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["EventFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["EventOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getEvent: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["EventProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkEvent: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["EventProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listEventShows: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["ShowProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["ShowFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["ShowOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shows. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Show"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countEventShows: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["ShowProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["ShowFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["ShowOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listEventPrices: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["PriceFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["PriceOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prices. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countEventPrices: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["PriceFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["PriceOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listEventTicketOptionGroups: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionGroupProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionGroupFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionGroupOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option groups. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOptionGroup"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countEventTicketOptionGroups: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionGroupProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionGroupFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionGroupOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listEventOptions: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["OptionFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["OptionOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Option"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countEventOptions: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["OptionFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["OptionOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listEventBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countEventBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the event: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listVenues: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["VenueProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["VenueFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["VenueOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venues. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createVenues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VenueCreate"] | components["schemas"]["VenueCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countVenues: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["VenueProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["VenueFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["VenueOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateVenues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VenuePatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getVenue: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["VenueProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the venue: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteVenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the venue: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkVenue: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["VenueProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the venue: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateVenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the venue: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VenuePatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listVenueSectors: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["SectorFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["SectorOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the venue: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sectors. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sector"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countVenueSectors: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["SectorFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["SectorOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the venue: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listSectors: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["SectorFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["SectorOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sectors. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sector"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createSectors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectorCreate"] | components["schemas"]["SectorCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countSectors: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["SectorFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["SectorOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateSectors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectorPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getSector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the sector: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sector. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sector"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteSector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the sector: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkSector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the sector: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sector exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateSector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the sector: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectorPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSectorSeats: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["SeatFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["SeatOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the sector: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seats. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seat"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countSectorSeats: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["SeatFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["SeatOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the sector: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listSeats: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["SeatFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["SeatOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seats. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seat"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createSeats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatCreate"] | components["schemas"]["SeatCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countSeats: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["SeatFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["SeatOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateSeats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the seat: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seat. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seat"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the seat: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the seat: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seat exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the seat: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listShows: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["ShowProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["ShowFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["ShowOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shows. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Show"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createShows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShowCreate"] | components["schemas"]["ShowCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countShows: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["ShowProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["ShowFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["ShowOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateShows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShowPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getShow: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["ShowProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The show. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Show"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkShow: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["ShowProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The show exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShowPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listShowTickets: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tickets. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countShowTickets: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listShowBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countShowBookings: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["BookingProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["BookingFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["BookingOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listPrices: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["PriceFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["PriceOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prices. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceCreate"] | components["schemas"]["PriceCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countPrices: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["PriceFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["PriceOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updatePrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PricePatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the price: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deletePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the price: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the price: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updatePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the price: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PricePatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTicketOptionGroups: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionGroupProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionGroupFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionGroupOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option groups. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOptionGroup"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createTicketOptionGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionGroupCreate"] | components["schemas"]["TicketOptionGroupCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countTicketOptionGroups: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionGroupProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionGroupFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionGroupOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateTicketOptionGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionGroupPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTicketOptionGroup: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionGroupProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the ticket option group: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOptionGroup"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteTicketOptionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket option group: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkTicketOptionGroup: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionGroupProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the ticket option group: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option group exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateTicketOptionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket option group: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionGroupPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTicketOptionGroupTicketOptions: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the ticket option group: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket options. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOption"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countTicketOptionGroupTicketOptions: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the ticket option group: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listTicketOptions: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket options. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOption"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createTicketOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionCreate"] | components["schemas"]["TicketOptionCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countTicketOptions: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionProperties"];
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateTicketOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTicketOption: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the ticket option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOption"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteTicketOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkTicketOption: {
        parameters: {
            query?: {
                /** @description Properties to add to each record: `properties[<name>]=1`. */
                properties?: components["schemas"]["TicketOptionProperties"];
            };
            header?: never;
            path: {
                /** @description Pid of the ticket option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateTicketOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTicketOptionTicketOptionLimitations: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionLimitationFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionLimitationOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the ticket option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option limitations. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOptionLimitation"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countTicketOptionTicketOptionLimitations: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionLimitationFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionLimitationOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the ticket option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listTicketOptionLimitations: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionLimitationFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionLimitationOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option limitations. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOptionLimitation"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createTicketOptionLimitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionLimitationCreate"] | components["schemas"]["TicketOptionLimitationCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countTicketOptionLimitations: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["TicketOptionLimitationFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["TicketOptionLimitationOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateTicketOptionLimitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionLimitationPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTicketOptionLimitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket option limitation: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option limitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketOptionLimitation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteTicketOptionLimitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket option limitation: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkTicketOptionLimitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket option limitation: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket option limitation exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateTicketOptionLimitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the ticket option limitation: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketOptionLimitationPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listOptions: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["OptionFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["OptionOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Option"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OptionCreate"] | components["schemas"]["OptionCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countOptions: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["OptionFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["OptionOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OptionPatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The option. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Option"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The option exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the option: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OptionPatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listDeliveryRates: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["DeliveryRateFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["DeliveryRateOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery rates. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createDeliveryRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryRateCreate"] | components["schemas"]["DeliveryRateCreate"][];
            };
        };
        responses: {
            /** @description Created; empty body. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    countDeliveryRates: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["DeliveryRateFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["DeliveryRateOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateDeliveryRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryRatePatchItem"][];
            };
        };
        responses: {
            /** @description Changed; empty body. `Location` lists the edited records in request order (absent for an empty array, which edits nothing). */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getDeliveryRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the delivery rate: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery rate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRate"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteDeliveryRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the delivery rate: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkDeliveryRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the delivery rate: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery rate exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    updateDeliveryRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the delivery rate: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryRatePatch"] | unknown[];
            };
        };
        responses: {
            /** @description Changed; empty body. */
            204: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["DeliveryFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["DeliveryOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    countDeliveries: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["DeliveryFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["DeliveryOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    getDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the delivery: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Pid of the delivery: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    listShowSeats: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["ShowSeatFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["ShowSeatOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seats with their status. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowSeat"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    countShowSeats: {
        parameters: {
            query?: {
                /** @description Filters; the schema explains the grammar and lists every field. */
                filters?: components["schemas"]["ShowSeatFilters"];
                /** @description Sort order: `orderBy[<field>]=asc|desc`. */
                orderBy?: components["schemas"]["ShowSeatOrderBy"];
                /** @description Page number, from 0 to 2^53−1. Needs `maxResults`. */
                page?: number;
                /** @description Page size, from 1 to 2^53−1. Without it, all records are returned. */
                maxResults?: number;
            };
            header?: never;
            path: {
                /** @description Pid of the show: a UUID (read in upper case; lower case is accepted). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Count": components["headers"]["XCount"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["UnauthorizedHead"];
            404: components["responses"]["NotFoundHead"];
            409: components["responses"]["ConflictHead"];
        };
    };
    sendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailSend"];
            };
        };
        responses: {
            /** @description Accepted; empty body. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    webhookNewBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a secret configured: `sha256=<hex HMAC-SHA256 of the raw body>`. */
                "X-Webhook-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewBookingWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or no answer, makes the service retry later with backoff. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookNewPerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a secret configured: `sha256=<hex HMAC-SHA256 of the raw body>`. */
                "X-Webhook-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPersonWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or no answer, makes the service retry later with backoff. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookBookingCancelled: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a secret configured: `sha256=<hex HMAC-SHA256 of the raw body>`. */
                "X-Webhook-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCancelledWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or no answer, makes the service retry later with backoff. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookBookingTicketsDeleted: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a secret configured: `sha256=<hex HMAC-SHA256 of the raw body>`. */
                "X-Webhook-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingTicketsDeletedWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or no answer, makes the service retry later with backoff. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
