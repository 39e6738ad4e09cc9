"""tutor.hydropolis.quiz"""
