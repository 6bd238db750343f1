import { engineChecks } from './checks'

engineChecks('webkit')
