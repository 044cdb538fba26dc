// Every area of the behaviour suite, registered by importing it (`area()` in harness.ts).
import './areas/workflow';
import './areas/generic';
import './areas/bookings';
import './areas/query';
import './areas/formats';
import './areas/oauth';
import './areas/isolation';
import './areas/bad-input';
import './areas/contract';
import './areas/rules';
import './areas/seats/plan';
import './areas/seats/best-available';
import './areas/seats/release';
