/** The state of `bench:mock:state`: the demo seed grown with persons to a size in bytes. */
import { createMock, type Mock } from '../../../../mock-server/index';

/** The demo seed plus persons made from one of its own until the snapshot's JSON has `bytes`. */
export function buildState(bytes: number): { mock: Mock; json: string } {
  const mock = createMock({ seed: 'demo' });
  const snapshot = mock.snapshot();
  const persons = snapshot.store.tables.persons!;
  const model = persons[0]!;
  const perPerson = JSON.stringify(model).length + 1;
  const count = Math.max(0, Math.ceil((bytes - JSON.stringify(snapshot).length) / perPerson));
  let seq = snapshot.store.seq;
  for (let i = 0; i < count; i++) {
    persons.push({
      ...model,
      pid: crypto.randomUUID().toUpperCase(),
      _seq: ++seq,
      firstname: `First${i}`,
      lastname: `Last${i}`,
      email: `person${i}@example.org`,
    });
  }
  snapshot.store.seq = seq;
  const json = JSON.stringify(snapshot);
  const built = createMock();
  built.restore(JSON.parse(json) as unknown);
  return { mock: built, json };
}
