// The bare comparison of `npm run bench:classes`: node:http and pg, no framework, no validation library, no ORM,
// no token, running the booking transaction of `bookClass` (apps/server/src/modules/classes/places.ts) statement for
// statement: lock the member, lock the class, look for the member's live place, find a plan with group classes on
// the class's day, insert the place (the same triggers count it), and for a place (not the waitlist) read the
// class and the member and queue an e-mail in the outbox. `POST /book/{classId}` with `x-member: {userId}`.
// Started by the benchmark with DATABASE_URL, PORT and POOL_SIZE (the app's pool size); answers `ready` over IPC.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
pool.on('error', () => {});

async function book(classId, memberId) {
  const client = await pool.connect();
  let committed = false;
  try {
    await client.query('BEGIN');
    const member = await client.query(
      'SELECT id, role FROM users WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE',
      [memberId],
    );
    if (member.rowCount === 0) return [404, { message: 'Member not found' }];
    const { rows: classes } = await client.query('SELECT * FROM class_sessions WHERE id = $1 FOR UPDATE', [classId]);
    const cls = classes[0];
    if (!cls) return [404, { message: 'Class not found' }];
    if (cls.cancelled_at) return [409, { message: 'cancelled' }];
    if (cls.start_time.getTime() <= Date.now()) return [409, { message: 'started' }];
    const { rows: mine } = await client.query(
      `SELECT * FROM class_bookings WHERE class_session_id = $1 AND user_id = $2 AND status IN ('Booked', 'Waitlisted')
       FOR UPDATE`,
      [classId, memberId],
    );
    if (mine[0]) return [409, { message: 'already' }];
    const day = cls.start_time.toISOString().slice(0, 10);
    const plan = await client.query(
      `SELECT s.id FROM subscriptions s JOIN plans p ON p.id = s.plan_id
       WHERE s.user_id = $1 AND (s.is_active OR s.status = 'Frozen') AND p.group_fitness_classes
         AND s.start_date <= $2 AND s.end_date >= $2
       ORDER BY s.id LIMIT 1 FOR SHARE OF s`,
      [memberId, day],
    );
    if (plan.rowCount === 0) return [409, { message: 'no plan' }];
    const free = cls.booked_count < cls.capacity;
    await client.query(
      'INSERT INTO class_bookings (class_session_id, user_id, status, queued_at) VALUES ($1, $2, $3, now())',
      [classId, memberId, free ? 'Booked' : 'Waitlisted'],
    );
    if (free) {
      const { rows: about } = await client.query(
        `SELECT t.name, r.room_name, coalesce(tu.full_name, tu.username) AS trainer
         FROM class_sessions c JOIN class_types t ON t.id = c.class_type_id JOIN gym_rooms r ON r.id = c.room_id
         JOIN trainers tr ON tr.id = c.trainer_id JOIN users tu ON tu.id = tr.user_id WHERE c.id = $1`,
        [classId],
      );
      const { rows: who } = await client.query(
        'SELECT email, coalesce(full_name, username) AS name, language FROM users WHERE id = $1',
        [memberId],
      );
      const message = {
        to: who[0].email,
        subject: `Booked: ${about[0].name}`,
        text: `Hello ${who[0].name}, your place in ${about[0].name} with ${about[0].trainer} in ${about[0].room_name}.`,
      };
      await client.query(
        "INSERT INTO mail_outbox (message, created_at, next_attempt_at) VALUES ($1, now(), now() + interval '1 day')",
        [message],
      );
    }
    await client.query('COMMIT');
    committed = true;
    return [201, free ? { status: 'Booked' } : { status: 'Waitlisted', position: cls.waitlist_count + 1 }];
  } finally {
    // A refusal returned before COMMIT, or an error, rolls back.
    if (!committed) await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}

const server = http.createServer((req, res) => {
  const match = /^\/book\/(\d+)$/.exec(req.url ?? '');
  req.resume();
  req.on('end', async () => {
    let status = 404;
    let body = { message: 'Not found' };
    if (match && req.method === 'POST') {
      try {
        [status, body] = await book(Number(match[1]), Number(req.headers['x-member']));
      } catch (error) {
        status = 500;
        body = { message: error.message };
      }
    }
    const bytes = Buffer.from(JSON.stringify(body));
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
