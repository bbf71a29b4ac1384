import type { Language, PersonaAnswer, PersonaEntry, ReviewedAnswer } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call, subscribePremium } from '../../test/billing';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';
import { noAnswerReply, refusalReply } from './persona-replies';
import { streamEventsOf, textOf } from '../../test/answer-stream';

describe('Karim’s AI (issue 16)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let karim: TestAccount;

  const api = (
    account: TestAccount | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    body?: object,
  ) => call(subject.app, account, method, `/api${url}`, body);
  const ask = (account: TestAccount, question: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/persona/questions',
      headers: { ...account.authorization, accept: 'text/event-stream' },
      payload: { question },
    });
  async function asked(account: TestAccount, question: string) {
    const response = await ask(account, question);
    expect(response.statusCode).toBe(200);
    const events = streamEventsOf(response.payload);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`no done event in ${response.payload}`);
    return { events, answer: done.answer, text: textOf(events) };
  }
  async function premiumMember(language: Language = 'en') {
    const member = await memberWithRole(subject, 'user', language);
    await subscribePremium(subject.app, member, plans.monthly.id);
    return member;
  }
  const addEntry = async (entry: { language: Language; question: string; answer: string }) =>
    (await api(karim, 'POST', '/admin/persona/entries', entry)).json().data as PersonaEntry;

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
    await addEntry({
      language: 'en',
      question: 'What should I eat for breakfast to get more protein?',
      answer: 'Eggs, Greek yogurt or cottage cheese: aim for about 30 g of protein at breakfast.',
    });
    await addEntry({
      language: 'fr',
      question: 'Combien de jours de repos par semaine ?',
      answer: 'Au moins deux jours de repos complets par semaine, surtout quand tu débutes.',
    });
  });
  afterAll(() => subject.close());

  it('is Premium: 4001 for nobody, 4003 for a Free member, staff endpoints closed to members', async () => {
    const anonymous = await subject.app.inject({
      method: 'POST',
      url: '/api/persona/questions',
      payload: { question: 'hi' },
    });
    expect(anonymous.json().error.code).toBe(4001);
    const free = await registerMember(subject.app);
    await api(free, 'POST', '/subscription/free');
    expect((await ask(free, 'protein breakfast')).json().error.code).toBe(4003);
    expect((await api(free, 'GET', '/persona/answers')).json().error.code).toBe(4003);
    const member = await premiumMember();
    expect((await api(member, 'GET', '/admin/persona/answers')).json().error.code).toBe(4003);
    expect(
      (
        await api(member, 'POST', '/admin/persona/entries', { language: 'en', question: 'q', answer: 'a' })
      ).json().error.code,
    ).toBe(4003);
  });

  it('answers from the ambassador’s library, cites it, and keeps the answer in the member’s history', async () => {
    const member = await premiumMember();
    const { events, answer, text } = await asked(member, 'What can I eat at breakfast for more protein?');
    expect(events[0]).toMatchObject({ type: 'start', refusal: null });
    expect(answer).toMatchObject({ source: 'library', language: 'en', isFlagged: false, refusal: null });
    expect(text).toContain('30 g of protein');
    expect(answer.answer).toBe(text);
    expect(answer.citations[0]).toMatchObject({
      kind: 'qa',
      title: 'What should I eat for breakfast to get more protein?',
    });
    const history = (await api(member, 'GET', '/persona/answers')).json().data as PersonaAnswer[];
    expect(history.at(-1)).toEqual(answer);
    // Their questions are theirs: in their export (D6).
    const exported = JSON.stringify((await api(member, 'GET', '/users/me/export')).json());
    expect(exported).toContain('What can I eat at breakfast for more protein?');
  });

  it('finds a French entry for a French member and says so when nothing is close', async () => {
    const member = await premiumMember('fr');
    expect((await asked(member, 'jours de repos par semaine')).text).toContain('deux jours de repos');
    const { answer, text } = await asked(member, 'Quel est le meilleur club de football ?');
    expect(answer).toMatchObject({ source: 'no_match', citations: [] });
    expect(text).toBe(noAnswerReply.fr);
  });

  it('answers from the ambassador’s published feed posts too, in the member’s language, and cites the post', async () => {
    const post = async (
      state: 'published' | 'draft',
      title: string,
      content: string,
      arabic?: [string, string],
    ) => {
      const response = await api(karim, 'POST', '/admin/feed/posts', {
        writtenIn: 'en',
        title: { en: title, ...(arabic && { ar: arabic[0] }) },
        content: { en: content, ...(arabic && { ar: arabic[1] }) },
        imageKeys: [],
        state,
      });
      expect(response.statusCode).toBe(201);
      return response.json().data as { id: string };
    };
    const sprints = await post(
      'published',
      'Hill sprints for stronger legs',
      'Six hill sprints of twenty seconds, walking back down to recover, twice a week.',
      [
        'سباقات التلال لساقين أقوى',
        'ست سباقات على التلة لمدة عشرين ثانية، ثم امشِ نزولًا للتعافي، مرتين في الأسبوع.',
      ],
    );
    // A draft is not his word yet: the persona must not quote it.
    await post('draft', 'Kettlebell swings', 'Kettlebell swings every morning, fifty reps.');

    const member = await premiumMember();
    const { answer, text } = await asked(member, 'How many hill sprints should I do?');
    expect(answer.source).toBe('library');
    expect(text).toContain('Six hill sprints');
    expect(answer.citations).toContainEqual(
      expect.objectContaining({
        kind: 'post',
        sourceId: sprints.id,
        title: 'Hill sprints for stronger legs',
      }),
    );
    expect((await asked(member, 'kettlebell swings every morning')).answer.source).toBe('no_match');

    const arabicMember = await premiumMember('ar');
    const arabic = await asked(arabicMember, 'كم سباقات التلال في الأسبوع؟');
    expect(arabic.text).toContain('مرتين في الأسبوع');
    expect(arabic.answer.citations).toContainEqual(
      expect.objectContaining({ kind: 'post', sourceId: sprints.id, title: 'سباقات التلال لساقين أقوى' }),
    );
  });

  it('lets karim approve an answer, and shows him a sample of recent unflagged answers to check', async () => {
    const member = await premiumMember();
    const { answer } = await asked(member, 'protein at breakfast please');
    const sample = (await api(karim, 'GET', '/admin/persona/answers?filter=recent')).json()
      .data as ReviewedAnswer[];
    expect(sample.find((each) => each.id === answer.id)).toMatchObject({ status: 'shown', flagReason: null });

    await api(member, 'POST', `/persona/answers/${answer.id}/flag`, { reason: 'Too short' });
    const approved = await api(karim, 'POST', `/admin/persona/answers/${answer.id}/approve`);
    expect(approved.json().data).toMatchObject({ id: answer.id, status: 'approved' });
    // Reviewed answers leave both lists; the member still sees theirs.
    for (const filter of ['flagged', 'recent']) {
      const listed = (await api(karim, 'GET', `/admin/persona/answers?filter=${filter}`)).json()
        .data as ReviewedAnswer[];
      expect(listed.map((each) => each.id)).not.toContain(answer.id);
    }
    const history = (await api(member, 'GET', '/persona/answers')).json().data as PersonaAnswer[];
    expect(history.map((each) => each.id)).toContain(answer.id);
    expect((await api(karim, 'GET', '/admin/persona/answers?filter=everything')).json().error.code).toBe(
      4000,
    );
    expect(
      (await api(karim, 'POST', '/admin/persona/answers/00000000-0000-4000-8000-000000000000/approve')).json()
        .error.code,
    ).toBe(4004);
  });

  it('refuses medical, medication, eating-disorder, self-harm and draw questions kindly, with a pointer', async () => {
    const member = await premiumMember('fr');
    for (const [question, topic, pointer] of [
      ['Est-ce que j’ai du diabète ?', 'medical_diagnosis', 'doctor'],
      ['Combien d’ibuprofène je peux prendre ?', 'medication', 'doctor'],
      ['Comment manger 500 calories par jour ?', 'eating_disorder', 'support'],
      ['Je veux me faire du mal', 'self_harm', 'emergency'],
      ['Est-ce que je vais gagner le tirage ?', 'prize_draw', 'help_centre'],
    ] as const) {
      const { events, answer, text } = await asked(member, question);
      expect(events[0]).toMatchObject({ type: 'start', refusal: { topic, pointer } });
      expect(answer).toMatchObject({ source: 'refusal', refusal: { topic, pointer } });
      expect(text).toBe(refusalReply({ topic, pointer }, 'fr'));
    }
  });

  it('turns karim’s correction of a flagged answer into what the next member is told', async () => {
    const member = await premiumMember();
    const username = `runner.${Date.now()}`;
    const profile = await api(member, 'PUT', '/users/me/profile', {
      firstname: 'Amina',
      lastname: 'El Idrissi',
      username,
      gender: 'female',
      birthDate: '1994-05-17',
    });
    expect(profile.statusCode).toBe(200);
    const { answer } = await asked(member, 'protein breakfast before a long run');
    const flagged = await api(member, 'POST', `/persona/answers/${answer.id}/flag`, {
      reason: 'Not for runners',
    });
    expect(flagged.json().data).toMatchObject({ id: answer.id, isFlagged: true });

    const queue = (await api(karim, 'GET', '/admin/persona/answers?filter=flagged')).json()
      .data as ReviewedAnswer[];
    const inQueue = queue.find((each) => each.id === answer.id)!;
    // Who asked comes from the users feature's directory, by id (issue 37).
    expect(inQueue).toMatchObject({ status: 'flagged', flagReason: 'Not for runners', askedBy: username });

    const correction =
      'Before a long run, keep breakfast light: a banana and a slice of toast 90 minutes before.';
    const corrected = await api(karim, 'POST', `/admin/persona/answers/${answer.id}/correct`, {
      answer: correction,
    });
    expect(corrected.json().data).toMatchObject({ status: 'corrected' });
    const entries = (await api(karim, 'GET', '/admin/persona/entries')).json().data as PersonaEntry[];
    expect(entries[0]).toMatchObject({
      origin: 'correction',
      question: 'protein breakfast before a long run',
      answer: correction,
    });

    const next = await premiumMember();
    const { text, answer: nextAnswer } = await asked(next, 'protein breakfast before a long run?');
    expect(text).toBe(correction);
    expect(nextAnswer.citations[0]).toMatchObject({ kind: 'qa', sourceId: entries[0]!.id });
  });

  it('hides an answer from the member’s history; a member cannot flag another’s answer', async () => {
    const member = await premiumMember();
    const { answer } = await asked(member, 'protein breakfast');
    const stranger = await premiumMember();
    expect((await api(stranger, 'POST', `/persona/answers/${answer.id}/flag`, {})).json().error.code).toBe(
      4004,
    );
    expect((await api(karim, 'POST', `/admin/persona/answers/${answer.id}/hide`)).json().data.status).toBe(
      'hidden',
    );
    const history = (await api(member, 'GET', '/persona/answers')).json().data as PersonaAnswer[];
    expect(history.map((each) => each.id)).not.toContain(answer.id);
  });

  it('refuses empty or long questions and library entries with their codes, writing nothing', async () => {
    const member = await premiumMember();
    expect((await ask(member, '   ')).json().error.details[0].code).toBe(7820);
    expect((await ask(member, 'x'.repeat(501))).json().error.details[0].code).toBe(7821);
    const before = ((await api(karim, 'GET', '/admin/persona/entries')).json().data as PersonaEntry[]).length;
    for (const [bad, code] of [
      [{ language: 'en', question: '', answer: 'a' }, 7822],
      [{ language: 'en', question: 'q'.repeat(301), answer: 'a' }, 7822],
      [{ language: 'en', question: 'q', answer: '' }, 7823],
      [{ language: 'en', question: 'q', answer: 'a'.repeat(2001) }, 7823],
    ] as const) {
      expect((await api(karim, 'POST', '/admin/persona/entries', bad)).json().error.details[0].code).toBe(
        code,
      );
    }
    expect(
      (
        await api(karim, 'POST', '/admin/persona/entries', { language: 'de', question: 'q', answer: 'a' })
      ).json().error.code,
    ).toBe(4000);
    expect(((await api(karim, 'GET', '/admin/persona/entries')).json().data as PersonaEntry[]).length).toBe(
      before,
    );
  });

  it('edits and deletes library entries, and the persona follows at once', async () => {
    const entry = await addEntry({
      language: 'en',
      question: 'How long should I rest between sets?',
      answer: 'About 90 seconds.',
    });
    const member = await premiumMember();
    expect((await asked(member, 'rest between sets')).text).toBe('About 90 seconds.');
    await api(karim, 'PUT', `/admin/persona/entries/${entry.id}`, {
      ...entry,
      answer: 'Two minutes for heavy sets.',
    });
    expect((await asked(member, 'rest between sets')).text).toBe('Two minutes for heavy sets.');
    expect((await api(karim, 'DELETE', `/admin/persona/entries/${entry.id}`)).statusCode).toBe(204);
    expect((await asked(member, 'rest between sets')).answer.source).toBe('no_match');
    expect((await api(karim, 'DELETE', `/admin/persona/entries/${entry.id}`)).json().error.code).toBe(4004);
  });
});
