/**
 * Examples of the user/* calls (user.ts): realistic request and response bodies for the tests, the
 * mock's fuzz test and the generated docs, checked against each contract at compile time. Kept out of
 * the contract objects so an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineExamples } from '../define';
import {
  casinoLoginUrl,
  login,
  logout,
  updateBetChipsModal,
  updateRateReffrenece,
  updateUserPassword,
  userBalance,
  userLoginCheck,
  userUpdate,
} from './user';

export const userExamples = [
  defineExamples(login, [
    {
      name: 'client',
      request: { username: 'DEMO', password: 'demo1234', isClient: true, host: 'localhost' },
      response: {
        error: false,
        code: 0,
        message: 'Login successfully',
        token: 'b0c2f5e6d4a94e8c9a7f3e1d2c4b6a8f',
        data: {
          userId: '64f0c0a1e4b0a1b2c3d4e5f6',
          userType: 'client',
          username: 'DEMO',
          name: 'Demo Client',
          betChipsData: { '1000': 1000, '2000': 2000, '5000': 5000, '10000': 10000 },
          rateReffrence: 0.01,
          betChipsModal: true,
          intCasinoMultiply: 2,
          isPasswordChanged: true,
          balance: 15000,
        },
      },
    },
  ]),
  defineExamples(updateUserPassword, [
    {
      name: 'changed',
      request: { oldPassword: 'demo1234', password: 'demo12345' },
      response: {
        error: false,
        code: 0,
        message: 'Password changed successfully',
        data: { message: 'Password changed successfully' },
      },
    },
  ]),
  defineExamples(userLoginCheck, [
    {
      name: 'live session',
      request: { userId: '64f0c0a1e4b0a1b2c3d4e5f6' },
      response: {
        error: false,
        code: 0,
        message: 'User is logged in',
        data: {
          isLogin: true,
          userId: '64f0c0a1e4b0a1b2c3d4e5f6',
          userType: 'client',
          isPasswordChanged: true,
        },
      },
    },
  ]),
  defineExamples(userUpdate, [
    {
      name: 'save chips',
      request: {
        userId: '64f0c0a1e4b0a1b2c3d4e5f6',
        betChipsData: { '1000': 1000, '2000': 2000, '5000': '5000' },
      },
      response: {
        error: false,
        code: 0,
        message: 'User updated successfully',
        data: {
          message: 'User updated successfully',
          betChipsData: { '1000': 1000, '2000': 2000, '5000': 5000 },
        },
      },
    },
  ]),
  defineExamples(updateRateReffrenece, [
    {
      name: 'rate 2',
      request: { rate: 2 },
      response: {
        error: false,
        code: 0,
        message: 'Rate updated successfully',
        data: { message: 'Rate updated successfully', rateReffrenec: 0.02 },
      },
    },
  ]),
  defineExamples(updateBetChipsModal, [
    {
      name: 'off',
      request: { status: false },
      response: { error: false, code: 0, message: 'Updated successfully', data: { betChipsModal: false } },
    },
  ]),
  defineExamples(userBalance, [
    {
      name: 'numbers',
      request: {},
      response: { error: false, code: 0, message: 'Success', data: { coins: 14520.5, exposure: -980 } },
    },
    {
      name: 'strings (as some servers send)',
      request: {},
      response: { error: false, code: 0, message: '', data: { coins: '2480.5', exposure: '-120' } },
    },
  ]),
  defineExamples(casinoLoginUrl, [
    {
      name: 'aviator iframe',
      request: {
        gameId: '201206',
        platformId: 'mobile',
        redirectUrl: 'http://127.0.0.1:5173/main/dashboard',
        providerName: '',
      },
      response: {
        error: false,
        code: 0,
        message: 'Success',
        data: { url: 'http://127.0.0.1:8080/games/201206?token=b0c2f5e6' },
      },
    },
  ]),
  defineExamples(logout, [
    {
      name: 'logged out',
      request: {},
      response: { error: false, code: 0, message: 'Logged out', data: { message: 'Logged out' } },
    },
  ]),
];
