import { describe, expect, it } from 'vitest';
import { memberProfileCardOf, personCardOf } from './person-card';

const today = '2026-11-29';
const nadia = {
  publicId: '6f1c1b52-5d0c-4b51-9d8e-2a0f3f6f1c11',
  role: 'user',
  firstname: 'Nadia',
  lastname: 'benali',
  username: 'nadia_b',
  birthDate: '1990-05-04',
  pictureKey: 'a'.repeat(32),
  nameDisplay: 'name',
  showPicture: true,
  bio: '  Runs at dawn.  ',
  createdAt: new Date('2025-03-14T10:00:00Z'),
};

describe('how a member appears to others (issue 39)', () => {
  it('names an adult by first name and last initial, with their picture, under their public handle', () => {
    expect(personCardOf(nadia, today)).toEqual({
      id: nadia.publicId,
      displayName: 'Nadia B.',
      pictureUrl: expect.stringContaining('a'.repeat(32)),
      badge: null,
    });
  });

  it('keeps whole letters of an Arabic name', () => {
    expect(personCardOf({ ...nadia, firstname: 'نادية', lastname: 'بنعلي' }, today).displayName).toBe(
      'نادية ب.',
    );
  });

  it('follows the member’s choices: the username, no picture', () => {
    const card = personCardOf({ ...nadia, nameDisplay: 'username', showPicture: false }, today);
    expect(card).toMatchObject({ displayName: 'nadia_b', pictureUrl: null });
  });

  it('falls back to the username without a name, to the first name without either, then to none', () => {
    expect(personCardOf({ ...nadia, firstname: null }, today).displayName).toBe('nadia_b');
    expect(personCardOf({ ...nadia, lastname: null, username: null }, today).displayName).toBe('Nadia');
    expect(personCardOf({ ...nadia, firstname: null, username: null }, today).displayName).toBeNull();
  });

  it.each([
    ['17 today minus a day', '2008-11-30'],
    ['of unknown age', null],
  ])('shows a minor (%s) by username only and without a picture, whatever they chose', (_, birthDate) => {
    const minor = { ...nadia, birthDate };
    expect(personCardOf(minor, today)).toMatchObject({ displayName: 'nadia_b', pictureUrl: null });
    expect(personCardOf({ ...minor, username: null }, today).displayName).toBeNull();
    expect(memberProfileCardOf(minor, today).bio).toBeNull();
  });

  it('counts an 18th birthday today as an adult', () => {
    expect(personCardOf({ ...nadia, birthDate: '2008-11-29' }, today).displayName).toBe('Nadia B.');
  });

  it('badges the ambassador and the team, whose age is not asked', () => {
    expect(personCardOf({ ...nadia, role: 'karim', birthDate: null }, today)).toMatchObject({
      badge: 'ambassador',
      displayName: 'Nadia B.',
    });
    expect(personCardOf({ ...nadia, role: 'admin' }, today).badge).toBe('staff');
  });

  it('opens onto the bio trimmed and the month they joined', () => {
    expect(memberProfileCardOf(nadia, today)).toMatchObject({ bio: 'Runs at dawn.', joinedMonth: '2025-03' });
    expect(memberProfileCardOf({ ...nadia, bio: ' ' }, today).bio).toBeNull();
  });
});
