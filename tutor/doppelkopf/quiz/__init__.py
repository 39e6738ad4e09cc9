"""tutor.doppelkopf.quiz"""
