import { BOOKING_MESSAGES, createdAccountMessage, INVITATION_MESSAGES, ROOM_MESSAGES } from '@gym/contract';
import { describe, expect, it } from 'vitest';
import { translateMessage } from './i18n.ts';

describe('finished messages with an English value inside, in Spanish', () => {
  it('names the closed weekday in Spanish', () => {
    expect(translateMessage('es', BOOKING_MESSAGES.closedOn('Sunday'))).toBe(
      'El gimnasio cierra los domingos. Elige otro día.',
    );
    expect(translateMessage('es', BOOKING_MESSAGES.outsideHours('Monday', '6:00 AM', '10:00 PM', '8:00 PM'))).toBe(
      'Los lunes el gimnasio abre de 6:00 AM a 10:00 PM, así que una sesión de 2 horas puede empezar de 6:00 AM a 8:00 PM.',
    );
  });

  it('names the created account’s role in Spanish, with or without an invitation', () => {
    expect(translateMessage('es', createdAccountMessage('user'))).toBe('Cuenta de socio creada.');
    expect(
      translateMessage('es', `${createdAccountMessage('trainer')} ${INVITATION_MESSAGES.sent('coach@gym.test')}`),
    ).toBe(
      'Cuenta de entrenador creada. Hemos enviado a coach@gym.test un enlace para elegir su contraseña. Es válido durante 72 horas.',
    );
  });

  it('counts the sessions a room change would cancel in Spanish, one or several', () => {
    expect(translateMessage('es', ROOM_MESSAGES.closingStrands(1))).toBe(
      'Hay 1 sesión próxima reservada en esta sala. Confirma para cancelarla y avisar al socio.',
    );
    expect(translateMessage('es', ROOM_MESSAGES.shrinkingStrands(3))).toBe(
      '3 sesiones próximas no caben en la nueva capacidad. Confirma para cancelarlas y avisar a los socios.',
    );
  });

  it('keeps the English message in English', () => {
    expect(translateMessage('en', BOOKING_MESSAGES.closedOn('Sunday'))).toBe(
      'The gym is closed on Sundays. Please choose another day.',
    );
  });
});
