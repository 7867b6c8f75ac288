/**
 * Admin actions: declare a result; approve / fail recharge payments; approve / reject withdrawals; post as a group
 * admin and switch a group's members-may-post flag; change a player's bank details; adjust a wallet; send a push.
 * Each one refreshes the player screens on success (useSimAction).
 */
import { useState, type ReactNode } from 'react';
import { formatRupees } from '../../../domain/rules';
import { useSimAction, useSimData } from '../hooks';
import { Block, Field, LoadError, readRupees, StatusLine } from '../parts';
import { MarketSelect, useMarketPick } from '../MarketSelect';
import { sim } from '../simApi';
import type { GroupView, PaymentView, UserView, WithdrawalView } from '../types';

type Action = ReturnType<typeof useSimAction>;

export function AdminSection() {
  const [version, setVersion] = useState(0);
  const users = useSimData<UserView[]>('users', { version });
  const action = useSimAction();
  const bump = () => setVersion((v) => v + 1);
  const props = { users: users.data ?? [], action, version, bump };
  return (
    <div className="qa-section">
      <LoadError error={users.error} />
      <Block title="Declare a result" open>
        <DeclareResult {...props} />
      </Block>
      <Block title="Recharge payments">
        <Payments {...props} />
      </Block>
      <Block title="Withdrawals">
        <Withdrawals {...props} />
      </Block>
      <Block title="Chat groups">
        <Groups {...props} />
      </Block>
      <Block title="Bank details">
        <BankDetails {...props} />
      </Block>
      <Block title="Adjust a wallet">
        <AdjustWallet {...props} />
      </Block>
      <Block title="Send a push notification">
        <SendPush {...props} />
      </Block>
      <div className="qa-sticky">
        <StatusLine status={action.status} />
      </div>
    </div>
  );
}

interface Props {
  users: UserView[];
  action: Action;
  version: number;
  bump: () => void;
}

const label = (u: UserView) => `${u.mobile} · ${u.name} · ${formatRupees(u.balance)}`;

function UserPicker({ users, value, onChange }: { users: UserView[]; value: string; onChange: (id: string) => void }) {
  return (
    <Field label="Player">
      {(id) => (
        <select id={id} className="qa-input" value={value} onChange={(e) => onChange(e.target.value)}>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {label(u)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function usePickedUser(users: UserView[]) {
  const [id, setId] = useState('');
  const user = users.find((u) => u.id === id) ?? users[0];
  return [user, setId] as const;
}

function Submit({ busy, children, onClick, tone }: { busy: boolean; children: ReactNode; onClick: () => void; tone?: 'primary' | 'bad' }) {
  return (
    <button type="button" className={`qa-btn${tone ? ` qa-btn-${tone}` : ''}`} disabled={busy} onClick={onClick}>
      {children}
    </button>
  );
}

function DeclareResult({ action, version, bump }: Props) {
  const picker = useMarketPick(version);
  const { market } = picker;
  const [number, setNumber] = useState('');
  const declare = () => {
    const n = number.trim();
    if (!/^\d{1,2}$/.test(n)) return action.refuse('The result is a number 00–99');
    if (!market) return;
    void action.run(() => sim(`markets/${encodeURIComponent(market.id)}/result`, { body: { number: n.padStart(2, '0') } }), `${market.name}: result ${n.padStart(2, '0')} declared, bets settled`, bump);
  };
  return (
    <>
      <MarketSelect {...picker} detail={(m) => m.session.slice(5)} />
      <Field label="Result number (00–99)">
        {(id) => <input id={id} className="qa-input" inputMode="numeric" maxLength={2} value={number} onChange={(e) => setNumber(e.target.value)} />}
      </Field>
      <Submit busy={action.busy} tone="primary" onClick={declare}>
        Declare result
      </Submit>
    </>
  );
}

function Payments({ users, action, version, bump }: Props) {
  const payments = useSimData<PaymentView[]>('payments', { version });
  const pending = payments.data?.filter((p) => p.status === 'pending') ?? [];
  const mobile = (id: string) => users.find((u) => u.id === id)?.mobile ?? id;
  return (
    <>
      <LoadError error={payments.error} />
      {payments.data && pending.length === 0 && <p className="qa-muted">No pending payment.</p>}
      <ul className="qa-list" aria-label="Pending payments">
        {pending.map((p) => (
          <li key={p.id} className="qa-item">
            <span className="qa-item-text">
              <span className="qa-line">
                <strong>{formatRupees(p.amount)}</strong> · {mobile(p.userId)}
              </span>
              <small>{p.id}</small>
            </span>
            <span className="qa-row">
              <button type="button" className="qa-btn qa-btn-primary" disabled={action.busy} aria-label={`Approve payment ${p.id} of ₹${p.amount}`} onClick={() => void action.run(() => sim(`payments/${p.id}/approve`, { body: {} }), `Payment ${p.id} approved`, bump)}>
                Approve
              </button>
              <button type="button" className="qa-btn qa-btn-bad" disabled={action.busy} aria-label={`Fail payment ${p.id} of ₹${p.amount}`} onClick={() => void action.run(() => sim(`payments/${p.id}/fail`, { body: {} }), `Payment ${p.id} failed`, bump)}>
                Fail
              </button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Withdrawals({ action, version, bump }: Props) {
  const list = useSimData<WithdrawalView[]>('withdrawals?status=pending', { version });
  const [reason, setReason] = useState('');
  return (
    <>
      <LoadError error={list.error} />
      {list.data?.length === 0 && <p className="qa-muted">No pending withdrawal.</p>}
      {!!list.data?.length && (
        <Field label="Reason for a rejection (optional)">
          {(id) => <input id={id} className="qa-input" value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
      )}
      <ul className="qa-list" aria-label="Pending withdrawals">
        {list.data?.map((w) => (
          <li key={w.id} className="qa-item">
            <span className="qa-item-text">
              <span className="qa-line">
                <strong>{formatRupees(w.amount)}</strong> · {w.mobile} · {w.mode}
              </span>
              <small>
                {w.id} · {w.requested}
              </small>
            </span>
            <span className="qa-row">
              <button type="button" className="qa-btn qa-btn-primary" disabled={action.busy} aria-label={`Approve withdrawal ${w.id} of ₹${w.amount}`} onClick={() => void action.run(() => sim(`withdrawals/${w.id}/approve`, { body: {} }), `Withdrawal ${w.id} approved (paid out)`, bump)}>
                Approve
              </button>
              <button
                type="button"
                className="qa-btn qa-btn-bad"
                disabled={action.busy}
                aria-label={`Reject withdrawal ${w.id} of ₹${w.amount}`}
                onClick={() => void action.run(() => sim(`withdrawals/${w.id}/reject`, { body: reason.trim() ? { reason: reason.trim() } : {} }), `Withdrawal ${w.id} rejected, ₹${w.amount} credited back`, bump)}
              >
                Reject
              </button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Groups({ action, version, bump }: Props) {
  const groups = useSimData<GroupView[]>('groups', { version });
  const [groupId, setGroupId] = useState('');
  const [text, setText] = useState('');
  const group = groups.data?.find((g) => g.id === groupId) ?? groups.data?.[0];
  const post = () => {
    if (!group) return;
    if (!text.trim()) return action.refuse('Write the message first');
    void action.run(() => sim(`groups/${encodeURIComponent(group.id)}/post`, { body: { text } }), `Posted in ${group.name} as the admin`, () => {
      setText('');
      bump();
    });
  };
  const toggle = () => {
    if (!group) return;
    const messages = !group.messages;
    void action.run(() => sim(`groups/${encodeURIComponent(group.id)}`, { method: 'PATCH', body: { messages } }), `${group.name}: members ${messages ? 'may post' : 'may not post (admin only)'}`, bump);
  };
  return (
    <>
      <LoadError error={groups.error} />
      <Field label="Group">
        {(id) => (
          <select id={id} className="qa-input" value={group?.id ?? ''} onChange={(e) => setGroupId(e.target.value)}>
            {groups.data?.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name} ({g.id})
              </option>
            ))}
          </select>
        )}
      </Field>
      {group?.lastMessage && (
        <p className="qa-muted">
          Last: {group.lastMessage.from}: {group.lastMessage.text.slice(0, 80)}
        </p>
      )}
      <Field label="Message from the group admin">
        {(id) => <textarea id={id} className="qa-input qa-textarea" maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="qa-row">
        <Submit busy={action.busy} tone="primary" onClick={post}>
          Post as admin
        </Submit>
        {group && (
          <label className="qa-switch">
            <input type="checkbox" role="switch" checked={group.messages} disabled={action.busy} onChange={toggle} />
            Members may post
          </label>
        )}
      </div>
    </>
  );
}

const BANK_FIELDS: Array<[key: string, label: string]> = [
  ['name', 'Account holder name'],
  ['bankname', 'Bank name'],
  ['account', 'Account number'],
  ['ifsc', 'IFSC'],
  ['upi', 'UPI id'],
  ['city', 'City'],
  ['state', 'State'],
];

function BankDetails({ users, action, bump }: Props) {
  const [user, setUserId] = usePickedUser(users);
  const [values, setValues] = useState<Record<string, string>>({});
  const save = () => {
    if (!user) return;
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
    if (Object.keys(body).length === 0) return action.refuse('Fill at least one bank field');
    void action.run(() => sim(`users/${encodeURIComponent(user.id)}/bank`, { method: 'PUT', body }), `Bank details of ${user.mobile} changed`, () => {
      setValues({});
      bump();
    });
  };
  return (
    <>
      <UserPicker users={users} value={user?.id ?? ''} onChange={setUserId} />
      <p className="qa-muted">Only the fields you fill change.</p>
      {BANK_FIELDS.map(([key, text]) => (
        <Field key={key} label={text}>
          {(id) => <input id={id} className="qa-input" autoCapitalize={key === 'ifsc' ? 'characters' : 'off'} value={values[key] ?? ''} onChange={(e) => {
              const value = e.target.value;
              setValues((v) => ({ ...v, [key]: value }));
            }} />}
        </Field>
      ))}
      <Submit busy={action.busy} tone="primary" onClick={save}>
        Save bank details
      </Submit>
    </>
  );
}

function AdjustWallet({ users, action, bump }: Props) {
  const [user, setUserId] = usePickedUser(users);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const adjust = () => {
    if (!user) return;
    const n = readRupees(amount, { signed: true });
    if (typeof n === 'string') return action.refuse(n);
    void action.run(
      () => sim(`users/${encodeURIComponent(user.id)}/adjust`, { body: { amount: n, ...(description.trim() ? { description: description.trim() } : {}) } }),
      `${n > 0 ? 'Credited' : 'Debited'} ${formatRupees(Math.abs(n))} ${n > 0 ? 'to' : 'from'} ${user.mobile}`,
      () => {
        setAmount('');
        bump();
      },
    );
  };
  return (
    <>
      <UserPicker users={users} value={user?.id ?? ''} onChange={setUserId} />
      <Field label="Amount in rupees (negative debits)">
        {(id) => <input id={id} className="qa-input" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="e.g. 500 or -200" />}
      </Field>
      <Field label="Description (optional)">
        {(id) => <input id={id} className="qa-input" value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <Submit busy={action.busy} tone="primary" onClick={adjust}>
        Adjust wallet
      </Submit>
    </>
  );
}

function SendPush({ users, action }: Props) {
  const [user, setUserId] = usePickedUser(users);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const send = () => {
    if (!user) return;
    if (!title.trim() || !body.trim()) return action.refuse('Give the notification a title and a text');
    void action.run(() => sim('push', { body: { userId: user.id, title: title.trim(), body: body.trim() } }), `Push sent to ${user.mobile}`);
  };
  return (
    <>
      <UserPicker users={users} value={user?.id ?? ''} onChange={setUserId} />
      <Field label="Title">
        {(id) => <input id={id} className="qa-input" value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Text">
        {(id) => <input id={id} className="qa-input" value={body} onChange={(e) => setBody(e.target.value)} />}
      </Field>
      <Submit busy={action.busy} tone="primary" onClick={send}>
        Send push
      </Submit>
    </>
  );
}
