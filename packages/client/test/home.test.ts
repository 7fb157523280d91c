import { describe, expect, it } from 'vitest';
import { MISSION_IDS, missionDrawsCaptain } from '@bomb-busters/engine';
import { CreateRoomRequestSchema } from '@bomb-busters/protocol';
import {
  cleanName,
  createRequest,
  defaultForm,
  hostSeat,
  missionOfQuery,
  withMission,
  withPlayers,
  withSeat,
  type TableForm,
} from '../src/home/form';
import { campaignOf } from '@bomb-busters/protocol';
import { historyRooms } from '../src/home/history';
import { invitePath, parseInvite } from '../src/home/invite';
import { en, fr, nl, vi } from './catalogs';
import { placeholders } from '../src/i18n/translate';

describe('create-table form', () => {
  it('starts on the mission a link chose (the first game offers mission 2), else mission 1', () => {
    expect(missionOfQuery('?mission=2')).toBe(2);
    expect(missionOfQuery('?mission=new-2')).toBe('new-2');
    expect(missionOfQuery('')).toBe(1);
    for (const wrong of ['?mission=99', '?mission=2x', '?mission=', '?other=2'])
      expect(missionOfQuery(wrong), wrong).toBe(1);
  });

  it('by default makes a valid table of you and bots', () => {
    const request = createRequest(defaultForm('Ann'));
    expect(CreateRoomRequestSchema.safeParse(request).success).toBe(true);
    expect(request.seats).toEqual([
      { kind: 'person' },
      { kind: 'bot', level: 'expert' },
      { kind: 'bot', level: 'expert' },
      { kind: 'bot', level: 'expert' },
    ]);
    expect(request).toMatchObject({ mission: 1, players: 4, captain: 0, public: false });
    expect(request.options).toEqual({ stars: 0 });
    expect(request.turnClock).toBeNull();
    expect('name' in request).toBe(false);
    expect(hostSeat(defaultForm())).toBe(0);
  });

  it('carries every option', () => {
    let form: TableForm = { ...defaultForm(), mission: 'new-2', stars: 2 };
    form = { ...form, trainingAid: true, listed: true, turnClock: 120, tableName: '  Friday ' };
    form = withSeat(withSeat(withPlayers(form, 3), 0, 'cautious'), 2, 'person');
    form = { ...form, captain: 2 };
    const request = createRequest(form);
    expect(CreateRoomRequestSchema.safeParse(request).success).toBe(true);
    expect(request).toEqual({
      mission: 'new-2',
      players: 3,
      captain: 2,
      options: { stars: 2, trainingAid: true },
      seats: [
        { kind: 'bot', level: 'cautious' },
        { kind: 'bot', level: 'expert' },
        { kind: 'person' },
      ],
      public: true,
      turnClock: 120,
      name: 'Friday',
    });
    expect(hostSeat(form)).toBe(2);
  });

  it('asks for no captain where the mission deals the Captain card at random', () => {
    const drawn = MISSION_IDS.find(missionDrawsCaptain);
    const request = createRequest({ ...defaultForm(), mission: drawn ?? 1, captain: 2 });
    expect(drawn).toBeDefined();
    expect('captain' in request).toBe(false);
    expect(CreateRoomRequestSchema.safeParse(request).success).toBe(true);
  });

  it('keeps the captain at the table and the player count in 2-5', () => {
    const five = { ...withPlayers(defaultForm(), 5), captain: 4 };
    expect(withPlayers(five, 3).captain).toBe(0);
    expect(withPlayers(five, 5).captain).toBe(4);
    expect(withPlayers(five, 9).players).toBe(5);
    expect(withPlayers(five, 1).players).toBe(2);
    // Mission 34 is not played with two: choosing it, or two players with it, makes three.
    const pair = withPlayers(defaultForm(), 2);
    expect(withMission(pair, 34)).toMatchObject({ mission: 34, players: 3 });
    expect(withPlayers(withMission(five, 34), 2).players).toBe(3);
    expect(withMission(pair, 33).players).toBe(2);
    // Seats beyond the count are kept for when it grows again, but not sent.
    const two = withPlayers(withSeat(five, 4, 'expert'), 2);
    expect(createRequest(two).seats).toHaveLength(2);
    expect(withPlayers(two, 5).seats[4]).toBe('expert');
  });

  it('has no host seat when every seat is a bot', () => {
    expect(hostSeat(withSeat(withPlayers(defaultForm(), 2), 0, 'expert'))).toBeNull();
  });

  it('cleans names to what the protocol accepts', () => {
    expect(cleanName('  ')).toBeUndefined();
    expect(cleanName(' A\u0007nn\n ')).toBe('Ann');
    expect(cleanName('x'.repeat(50))).toHaveLength(40);
  });
});

describe('invite parsing', () => {
  it('takes a full link, a path, a bare id or a link without scheme', () => {
    expect(parseInvite('https://bb.example.org/room/Xb3_k9aQ')).toEqual({
      room: 'Xb3_k9aQ',
      watch: false,
    });
    expect(parseInvite(' /room/Xb3_k9aQ?watch ')).toEqual({ room: 'Xb3_k9aQ', watch: true });
    expect(parseInvite('Xb3_k9aQ')).toEqual({ room: 'Xb3_k9aQ', watch: false });
    expect(parseInvite('bb.example.org/room/abc/')).toEqual({ room: 'abc', watch: false });
    expect(parseInvite('http://localhost:8080/room/a%3Ab')).toEqual({ room: 'a:b', watch: false });
  });

  it('refuses what is not a room', () => {
    for (const text of [
      '',
      'https://x.org/replay/abc',
      'https://x.org/',
      'a b',
      '/room/a/b',
      '/room/%E0',
    ])
      expect(parseInvite(text), text).toBeNull();
  });

  it('opens the room page, watching when asked', () => {
    expect(invitePath({ room: 'abc', watch: false })).toBe('/room/abc');
    expect(invitePath({ room: 'abc', watch: true })).toBe('/room/abc?watch');
  });
});

describe('history', () => {
  const game = (n: number, result: 'won' | 'lost' | null) => ({
    game: n,
    mission: 1,
    captain: 0,
    result,
  });
  it('lists each room once with its finished games and campaign, newest room first', () => {
    const campaign = campaignOf({ players: 2, unlocked: false, start: 1, games: [] });
    const old = {
      room: 'old',
      status: 'finished' as const,
      mission: 1,
      players: 2,
      seats: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      games: [game(1, 'won'), game(2, 'lost'), game(3, null)],
      campaign,
    };
    const recent = {
      ...old,
      room: 'new',
      createdAt: '2026-02-01T00:00:00.000Z',
      games: [game(1, 'lost')],
    };
    const playing = { ...old, room: 'playing', games: [game(1, null)] };
    const rows = historyRooms([
      { seat: 1, rooms: [old, playing] },
      { seat: 0, rooms: [recent, old] },
    ]);
    expect(rows.map((r) => [r.room, r.seat, r.games.map((g) => g.game)])).toEqual([
      ['new', 0, [1]],
      ['old', 1, [1, 2]],
    ]);
    expect(rows[1]?.campaign).toBe(campaign);
  });
});

describe('home, mission and error texts', () => {
  const areas = (catalog: Record<string, string>) =>
    Object.entries(catalog).filter(([key]) => /^(home|mission|error)\./.test(key));
  it('every language has every key with the same placeholders and its own wording', () => {
    const reference = Object.fromEntries(areas(en));
    for (const [language, catalog] of Object.entries({ fr, nl, vi })) {
      const texts = catalog as Record<string, string>;
      for (const [key, text] of Object.entries(reference)) {
        expect(texts[key], `${language} ${key}`).toBeTypeOf('string');
        // A plural form may spell its count out ("one seat") instead of using {count}.
        const named = (m: string) =>
          placeholders(m).filter((p) => !(p === 'count' && /_(one|other)$/.test(key)));
        expect(named(texts[key]!), `${language} ${key}`).toEqual(named(text));
      }
      // Texts left in English would show through a language switch.
      const same = areas(texts).filter(
        ([key, text]) => reference[key] === text && /[a-z]{4}/i.test(text),
      );
      expect(
        same.map(([key]) => key),
        language,
      ).toEqual([]);
    }
  });
});
