import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressGroup } from '../../../src/gateway/waiting-room/address-group';

describe('waiting room: address groups', () => {
  it('keeps an IPv4 address as it is', () => {
    assert.equal(addressGroup('203.0.113.7'), '203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one group, however it is written', () => {
    const group = '2001:db8:1:2::/64';
    assert.equal(addressGroup('2001:db8:1:2::1'), group);
    assert.equal(addressGroup('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff'), group);
    assert.equal(addressGroup('[2001:db8:1:2:a:b:c:d]'), group);
    assert.equal(addressGroup('2001:db8:1:2::1%eth0'), group);
    assert.notEqual(addressGroup('2001:db8:1:3::1'), group, 'the next /64 is another group');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    assert.equal(addressGroup('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressGroup('::ffff:cb00:7107'), '203.0.113.7');
  });

  it('has no group without an address, and keeps unparsable text as its own group', () => {
    assert.equal(addressGroup(undefined), null);
    assert.equal(addressGroup(''), null);
    assert.equal(addressGroup('not-an-address'), 'not-an-address');
    assert.equal(addressGroup('1:2:3'), '1:2:3');
  });
});
